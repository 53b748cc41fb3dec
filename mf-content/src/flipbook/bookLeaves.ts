import { bookPages, bookWord } from 'contracts/book';
import type { Book, HeroLook, Language, PrintedArea } from 'shared-contracts';

/** One page of the flipbook, as the printed book has it. */
export type Leaf =
  /** A picture to the page's edges: the part its print keeps (`area`), or all of it when the book is not printed yet. */
  | { key: string; kind: 'picture'; image: string; area: PrintedArea | null }
  | { key: string; kind: 'cover'; title: string }
  | { key: string; kind: 'belongs-to'; text: string }
  /** The giver's message; none: the page of the shop's stars. */
  | { key: string; kind: 'dedication'; text: string | null }
  | { key: string; kind: 'title'; title: string; storyFor: string; shop: string }
  /** A story page's words, over its picture washed almost to white. */
  | { key: string; kind: 'words'; text: string; ground: string | null }
  | { key: string; kind: 'end'; image: string | null; theEnd: string }
  /** "About {name}": the hero the book is drawn with, in a frame, when known. */
  | { key: string; kind: 'about'; heading: string; line: string; hero: HeroLook | null }
  | { key: string; kind: 'imprint'; lines: string[] }
  | { key: string; kind: 'back'; blurb: string; shop: string; madeFor: string }
  /** A page for the child's own drawing: a frame, under "{name}'s next adventure" on the first. */
  | { key: string; kind: 'drawing'; heading: string | null };

/**
 * The book's pages in the order of the printed book (shared-contracts' one page list): the cover (its
 * picture when there is one), "belongs to", dedication, title page, each story page as its words
 * facing its picture, the end, "About", pages to draw on, the imprint, the back cover.
 */
export function bookLeaves(book: Book, language: Language): Leaf[] {
  const numbers = Object.keys(book.pages)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && book.pages[String(n)])
    .sort((a, b) => a - b);
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(language, key, book.childFirstName);
  const last = numbers.length ? book.pages[String(numbers.at(-1))] : null;
  return bookPages(numbers).map((page, index): Leaf => {
    switch (page.kind) {
      case 'front-cover':
        return book.pages['0']
          ? { key: 'cover', kind: 'picture', image: book.pages['0'], area: null }
          : { key: 'cover', kind: 'cover', title: book.title };
      case 'belongs-to':
        return { key: 'belongs-to', kind: 'belongs-to', text: word('belongsTo') };
      case 'dedication':
        return { key: 'dedication', kind: 'dedication', text: book.dedication };
      case 'title':
        return { key: 'title', kind: 'title', title: book.title, storyFor: word('storyFor'), shop: word('shop') };
      case 'words':
        return {
          key: `words-${page.pageNumber}`,
          kind: 'words',
          text: book.words[String(page.pageNumber)] ?? '',
          ground: book.pages[String(page.pageNumber)] ?? null,
        };
      case 'story':
        return {
          key: `page-${page.pageNumber}`,
          kind: 'picture',
          image: book.pages[String(page.pageNumber)],
          area: book.print?.areas[String(page.pageNumber)] ?? null,
        };
      case 'end':
        return { key: 'end', kind: 'end', image: last, theEnd: word('theEnd') };
      case 'about':
        return { key: 'about', kind: 'about', heading: word('about'), line: word('aboutLine'), hero: book.hero };
      case 'imprint':
        return { key: 'imprint', kind: 'imprint', lines: [book.title, word('madeFor'), word('rights'), word('printedFor')] };
      case 'back-cover':
        return { key: 'back', kind: 'back', blurb: book.blurb, shop: word('shop'), madeFor: word('madeFor') };
      case 'drawing':
        return { key: `drawing-${index}`, kind: 'drawing', heading: page.first ? word('nextAdventure') : null };
    }
  });
}
