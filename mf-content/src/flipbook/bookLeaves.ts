import { bookPages, bookWord } from 'shared-contracts/book';
import type { Book, Language } from 'shared-contracts';

/** One page of the flipbook, as the printed book has it. */
export type Leaf =
  | { key: string; kind: 'picture'; image: string }
  | { key: string; kind: 'cover'; title: string }
  | { key: string; kind: 'title'; title: string; storyFor: string; shop: string }
  | { key: string; kind: 'dedication'; text: string }
  | { key: string; kind: 'end'; image: string | null; theEnd: string }
  | { key: string; kind: 'back'; blurb: string; shop: string; madeFor: string }
  | { key: string; kind: 'blank' };

/**
 * The book's pages in the order of the printed book (shared-contracts' one page list): the cover
 * (its picture when there is one), title page, dedication, the story's pictures, the end, the back.
 */
export function bookLeaves(book: Book, language: Language): Leaf[] {
  const numbers = Object.keys(book.pages)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && book.pages[String(n)])
    .sort((a, b) => a - b);
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(language, key, book.childFirstName);
  const last = numbers.length ? book.pages[String(numbers.at(-1))] : null;
  return bookPages(numbers, { dedication: Boolean(book.dedication) }).map((page): Leaf => {
    switch (page.kind) {
      case 'front-cover':
        return book.pages['0']
          ? { key: 'cover', kind: 'picture', image: book.pages['0'] }
          : { key: 'cover', kind: 'cover', title: book.title };
      case 'title':
        return { key: 'title', kind: 'title', title: book.title, storyFor: word('storyFor'), shop: word('shop') };
      case 'dedication':
        return { key: 'dedication', kind: 'dedication', text: book.dedication ?? '' };
      case 'story':
        return { key: `page-${page.pageNumber}`, kind: 'picture', image: book.pages[String(page.pageNumber)] };
      case 'end':
        return { key: 'end', kind: 'end', image: last, theEnd: word('theEnd') };
      case 'back-cover':
        return { key: 'back', kind: 'back', blurb: book.blurb, shop: word('shop'), madeFor: word('madeFor') };
      case 'blank':
        return { key: 'blank', kind: 'blank' };
    }
  });
}
