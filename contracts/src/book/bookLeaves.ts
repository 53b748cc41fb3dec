import type { HeroLook } from '../hero/heroLook.js';
import type { Language } from '../i18n/languages.js';
import type { BookPrint, PrintedArea } from '../schemas/bookPrint.js';
import type { SecondLanguageWords } from '../schemas/secondLanguage.js';
import { curlyQuotes } from '../typography/curlyQuotes.js';
import { bookPages, bookWord, printedPictureUrl } from './bookPages.js';

/** One page of the book as it is printed, as every view of the whole book draws it. */
export type Leaf =
  /** A picture to the page's edges: the part its print keeps (`area`), or all of it for a sample's. */
  | { key: string; kind: 'picture'; image: string; area: PrintedArea | null }
  | { key: string; kind: 'cover'; title: string }
  | { key: string; kind: 'belongs-to'; text: string }
  /** The giver's message; none: the page of the shop's stars. */
  | { key: string; kind: 'dedication'; text: string | null }
  /** The title page, with the hero waving under the title (and a bilingual book's second title) when known. */
  | { key: string; kind: 'title'; title: string; secondTitle?: string; storyFor: string; shop: string; hero: HeroLook | null }
  /** A story page's words, set on the book's paper (a bilingual book's second language's after them); "The End" under the last page's. */
  | { key: string; kind: 'words'; text: string; second?: { text: string; language: Language }; theEnd: string | null }
  /** The page facing the climax's words: the hero alone, when known. */
  | { key: string; kind: 'turn'; hero: HeroLook | null }
  /** "About {name}": the hero the book is drawn with, in a frame, when known. */
  | { key: string; kind: 'about'; heading: string; line: string; hero: HeroLook | null; company: string | null }
  | { key: string; kind: 'imprint'; lines: string[] }
  /** The back: the story's world (its cover's art) with the blurb on a card and the shop's name at the foot. */
  | { key: string; kind: 'back'; image: string | null; blurb: string; shop: string; madeFor: string }
  /** The keepsake page: the day it was made for the child, then each field with room to write. */
  | { key: string; kind: 'keepsake'; heading: string; madeOn: string; fields: string[] }
  /** A page for the child's own drawing: a frame, under "{name}'s next adventure" on the first. */
  | { key: string; kind: 'drawing'; heading: string | null };

/** What the whole book is drawn from: the flipbook's answer, or the preview's with the pictures chosen. */
export interface LeafSource {
  title: string;
  childFirstName: string;
  /** The book's own cover, once drawn. */
  cover: string | null;
  /** Each story page's picture, by page number. */
  pictures: Record<string, string>;
  /** Each story page's words, by page number. */
  words: Record<string, string>;
  dedication: string | null;
  blurb: string;
  hero: HeroLook | null;
  /** Who comes along with the hero, their names as a sentence says them ('Nani and Bruno'); none when not said. */
  company?: string | null;
  /** How the book prints: its story pages are then its printed pages' pictures (none for a sample). */
  print?: BookPrint | null;
  /** A bilingual book's second language: its title and each page's words. */
  second?: SecondLanguageWords;
}

const WHOLE: PrintedArea = { left: 0, top: 0, width: 1, height: 1 };

/** One side of a picture printed across two pages: the left or right half of the part its page keeps. */
const halfOf = (area: PrintedArea, side: 'left' | 'right'): PrintedArea => ({
  ...area,
  left: side === 'left' ? area.left : area.left + area.width / 2,
  width: area.width / 2,
});

/**
 * The book's pages in the order of the printed book (the one page list, `bookPages`): the cover (its
 * picture when there is one), "belongs to", dedication, title page, each story page as its words
 * facing its picture (the climax's words facing the hero, then its picture across two pages), "About",
 * pages to draw on, the imprint, the back cover.
 */
export function bookLeaves(book: LeafSource, language: Language): Leaf[] {
  const numbers = Object.keys(book.pictures)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && book.pictures[String(n)])
    .sort((a, b) => a - b);
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(language, key, book.childFirstName);
  const last = numbers.at(-1);
  const { print } = book;
  const printed = (pageNumber: number, spread: boolean) => {
    const picture = book.pictures[String(pageNumber)];
    return print ? printedPictureUrl(picture, print.sheet, spread) : picture;
  };
  return bookPages(numbers).map((page, index): Leaf => {
    switch (page.kind) {
      case 'front-cover':
        return book.cover
          ? { key: 'cover', kind: 'picture', image: book.cover, area: null }
          : { key: 'cover', kind: 'cover', title: book.title };
      case 'belongs-to':
        return { key: 'belongs-to', kind: 'belongs-to', text: word('belongsTo') };
      case 'dedication':
        return { key: 'dedication', kind: 'dedication', text: book.dedication };
      case 'title':
        return {
          key: 'title',
          kind: 'title',
          title: book.title,
          ...(book.second ? { secondTitle: book.second.title } : {}),
          storyFor: word('storyFor'),
          shop: word('shop'),
          hero: book.hero,
        };
      case 'words':
        return {
          key: `words-${page.pageNumber}`,
          kind: 'words',
          text: curlyQuotes(book.words[String(page.pageNumber)] ?? ''),
          ...(book.second?.words[String(page.pageNumber)]
            ? { second: { text: curlyQuotes(book.second.words[String(page.pageNumber)]), language: book.second.language } }
            : {}),
          theEnd: page.pageNumber === last ? word('theEnd') : null,
        };
      case 'turn':
        return { key: `turn-${page.pageNumber}`, kind: 'turn', hero: book.hero };
      case 'climax':
        return {
          key: `climax-${page.pageNumber}-${page.side}`,
          kind: 'picture',
          image: printed(page.pageNumber, true),
          area: halfOf(print?.spread ?? WHOLE, page.side),
        };
      case 'story':
        return { key: `page-${page.pageNumber}`, kind: 'picture', image: printed(page.pageNumber, false), area: print?.page ?? null };
      case 'about':
        return {
          key: 'about',
          kind: 'about',
          heading: word('about'),
          line: word('aboutLine'),
          hero: book.hero,
          company: book.company ? bookWord(language, 'aboutWith', book.company) : null,
        };
      case 'imprint':
        return { key: 'imprint', kind: 'imprint', lines: [book.title, word('madeFor'), word('rights'), word('printedFor')] };
      case 'back-cover':
        return { key: 'back', kind: 'back', image: book.cover, blurb: book.blurb, shop: word('shop'), madeFor: word('madeFor') };
      case 'keepsake':
        return {
          key: 'keepsake',
          kind: 'keepsake',
          heading: word('keepsake'),
          madeOn: word('madeOn'),
          fields: [word('giverNote'), word('favouritePage'), word('firstReader'), word('howTall')],
        };
      case 'drawing':
        return { key: `drawing-${index}`, kind: 'drawing', heading: page.first ? word('nextAdventure') : null };
    }
  });
}
