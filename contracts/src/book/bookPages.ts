import type { Language } from '../i18n/languages.js';

/**
 * One page of a printed book. The preview, the flipbook and the print files all walk this list, so
 * the book a parent looks at is the book the printer gets.
 */
export type BookPage =
  | { kind: 'front-cover' }
  /** "This book belongs to", with a drawn frame for the child's name and a picture of them. */
  | { kind: 'belongs-to' }
  /** The giver's message, or a drawn page when there is none. */
  | { kind: 'dedication' }
  | { kind: 'title' }
  /** The left page of a story spread: the page's words, set on the book's paper. */
  | { kind: 'words'; pageNumber: number }
  /** The right page of a story spread: the picture, to the edges. */
  | { kind: 'story'; pageNumber: number }
  /** The right page facing the climax's words: the hero alone on the paper, before the page turns. */
  | { kind: 'turn'; pageNumber: number }
  /** A page of the wordless climax spread: the climax page's picture across both pages. */
  | { kind: 'climax'; pageNumber: number; side: 'left' | 'right' }
  /** "About {name}": the hero as the parent confirmed them. */
  | { kind: 'about' }
  /**
   * A page for the child's own drawing, bringing the inside up to the binding's page count: the first
   * asks for "{name}'s next adventure" over a frame, any after it is a frame.
   */
  | { kind: 'drawing'; first: boolean }
  /**
   * A keepsake page after "About": the day the book was made for the child, then room to write the
   * giver's note, the child's favourite page, who read it first and how tall they were.
   */
  | { kind: 'keepsake' }
  /** The shop, the year, the child's name and the printer, on the last page inside. */
  | { kind: 'imprint' }
  | { kind: 'back-cover' };

/** The picture book's usual length, and the least any binding the shop sells takes. */
export const PICTURE_BOOK_PAGES = 32;

/**
 * The story's turn (the reunion, the rescue, the ride), told as a picture book tells it: its words
 * facing the hero alone, then, over the page, its picture across a wordless spread. The third page
 * from the end, before the party and the goodnight; none in a story of fewer than six pages.
 */
export function climaxPage(storyPageNumbers: number[]): number | null {
  return storyPageNumbers.length >= 6 ? storyPageNumbers[storyPageNumbers.length - 3] : null;
}

/**
 * The pages inside the covers, numbered from 1 (a right-hand page): "belongs to", dedication and title,
 * then each story page as a spread (words on the left, the picture on the right; the climax as its
 * words facing the hero, then its wordless spread), "The End" under the last page's words, "About",
 * then to fill the book a keepsake page and pages for the child's own drawing, and the imprint last:
 * at least `minimumPages`, a multiple of `pageMultiple`.
 */
export function interiorPages(
  storyPageNumbers: number[],
  { minimumPages = PICTURE_BOOK_PAGES, pageMultiple = 2 }: { minimumPages?: number; pageMultiple?: number } = {},
): BookPage[] {
  const climax = climaxPage(storyPageNumbers);
  const pages: BookPage[] = [
    { kind: 'belongs-to' },
    { kind: 'dedication' },
    { kind: 'title' },
    ...storyPageNumbers.flatMap((pageNumber): BookPage[] =>
      pageNumber === climax
        ? [
            { kind: 'words', pageNumber },
            { kind: 'turn', pageNumber },
            { kind: 'climax', pageNumber, side: 'left' },
            { kind: 'climax', pageNumber, side: 'right' },
          ]
        : [
            { kind: 'words', pageNumber },
            { kind: 'story', pageNumber },
          ],
    ),
    { kind: 'about' },
  ];
  const padded = pages.length;
  while (pages.length + 1 < minimumPages || (pages.length + 1) % pageMultiple !== 0) {
    const filler = pages.length - padded;
    pages.push(filler === 0 ? { kind: 'keepsake' } : { kind: 'drawing', first: filler === 1 });
  }
  return [...pages, { kind: 'imprint' }];
}

/** The address of a page's picture without its words, from the address of the picture with them. */
export const pictureAloneUrl = (url: string) => url.replace(/\.webp$/, '-alone.webp');

/**
 * The address of a chosen picture (with or without its words) as its printed page draws it: for the
 * sheet `sheet` (BookPrint's), its cast kept inside the page's safe area; `spread`: two pages wide,
 * as the climax prints. Drawn by the shop the first time it is asked for.
 */
export const printedPictureUrl = (url: string, sheet: string, spread = false) =>
  url.replace(/(-alone)?\.webp$/, `-print-${sheet}${spread ? '-spread' : ''}.webp`);

/** The whole book as it is read: the front cover, every page inside, the back cover. */
export function bookPages(storyPageNumbers: number[]): BookPage[] {
  return [{ kind: 'front-cover' }, ...interiorPages(storyPageNumbers), { kind: 'back-cover' }];
}

/**
 * The words the book's own pages print, by language ({name}: the child's first name; {year} and
 * {date}: the year and the day it is made).
 */
export const BOOK_WORDS: Record<
  Language,
  {
    storyFor: string;
    starring: string;
    theEnd: string;
    shop: string;
    madeFor: string;
    belongsTo: string;
    about: string;
    aboutLine: string;
    /** Who came along ({name}: their names as a sentence says them). */
    aboutWith: string;
    rights: string;
    printedFor: string;
    nextAdventure: string;
    keepsake: string;
    madeOn: string;
    giverNote: string;
    favouritePage: string;
    firstReader: string;
    howTall: string;
    /** Under the dedication page's code, which opens the book's recordings. */
    scanToHear: string;
  }
> = {
  en: {
    storyFor: 'A story for {name}',
    starring: 'starring {name}',
    theEnd: 'The End',
    shop: 'Hero Tales',
    madeFor: 'Made for {name} by Hero Tales',
    belongsTo: 'This book belongs to',
    about: 'About {name}',
    aboutLine: 'Every picture in this book was drawn for {name}.',
    aboutWith: 'Along on every adventure: {name}.',
    rights: '© {year} Hero Tales. All rights reserved.',
    printedFor: 'Printed on demand, one copy, for {name}.',
    nextAdventure: "Draw {name}'s next adventure",
    keepsake: "{name}'s keepsake page",
    madeOn: 'Made for {name} on {date}',
    giverNote: 'A note from the one who gave this book',
    favouritePage: 'My favourite page',
    firstReader: 'Who read it to me first',
    howTall: 'How tall I was',
    scanToHear: 'Scan to hear this book read by your family',
  },
  hi: {
    storyFor: '{name} के लिए एक कहानी',
    starring: 'मुख्य भूमिका में {name}',
    theEnd: 'समाप्त',
    shop: 'Hero Tales',
    madeFor: 'Hero Tales ने {name} के लिए बनाई',
    belongsTo: 'यह किताब इसकी है',
    about: '{name} के बारे में',
    aboutLine: 'इस किताब का हर चित्र {name} के लिए बनाया गया है।',
    aboutWith: 'हर रोमांच में साथ: {name}।',
    rights: '© {year} Hero Tales. सर्वाधिकार सुरक्षित।',
    printedFor: '{name} के लिए माँग पर छापी गई एक प्रति।',
    nextAdventure: '{name} का अगला रोमांच यहाँ बनाओ',
    keepsake: '{name} का यादगार पन्ना',
    madeOn: '{date} को {name} के लिए बनाई गई',
    giverNote: 'यह किताब देने वाले का संदेश',
    favouritePage: 'मेरा सबसे प्यारा पन्ना',
    firstReader: 'सबसे पहले किसने पढ़कर सुनाई',
    howTall: 'तब मेरी लंबाई',
    scanToHear: 'अपने परिवार की आवाज़ में यह किताब सुनने के लिए स्कैन करें',
  },
};

/** The day a book is made, as its language writes a date: "29 November 2026", "29 नवंबर 2026". */
const madeDay = (language: Language, made: Date) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(made);

/** A book word with the child's name in it, as typed (a function replacer: `$&` in a name is not expanded). */
export const bookWord = (language: Language, word: keyof (typeof BOOK_WORDS)['en'], name: string, made = new Date()) =>
  BOOK_WORDS[language][word]
    .replace('{year}', String(made.getFullYear()))
    .replace('{date}', () => madeDay(language, made))
    .replace('{name}', () => name);
