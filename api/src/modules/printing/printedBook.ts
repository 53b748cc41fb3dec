import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import type { Language } from 'contracts/languages';
import type { PageRequest } from '../imaging/index.js';
import { pageCanvas } from 'story-art';
import { interiorPages, PICTURE_BOOK_PAGES } from 'contracts/book';
import type { CoverGeometry } from './coverGeometry.js';
import { MM_PER_INCH, type PrintBinding, trimSizeInches } from '../catalogue/index.js';

export interface PrintSettings {
  /** Dots per inch of every picture at the size it is printed. */
  dpi: number;
}

export interface BookPage {
  pageNumber: number;
  text: string;
  /** A bilingual book's words in its second language, set after `text`. */
  secondText?: string;
  /** The request to draw this page again at print size; null when only the chosen preview picture is left. */
  request: Omit<PageRequest, 'photo'> | null;
  /** The chosen preview picture, for when the page cannot be drawn again (the photo is gone). */
  chosenImage: Uint8Array | null;
}

export interface BookContent {
  language: Language;
  title: string;
  /** The story told in a few lines, for the back cover. */
  blurb: string;
  /** The story's age band in the book's language ("Ages 3-8"), for the back cover. */
  ageGroup: string;
  /** The shop's web address ("herotales.in") for the back cover; none where the shop has no public address. */
  webAddress: string | null;
  /** The giver's message, for its own page after the title (none: no such page). */
  dedication: string | null;
  /** The address of the book's recordings, printed as a code on the dedication page; none: no code. */
  listenUrl?: string | null;
  binding: PrintBinding;
  /** The title with the hero's name, printed on the cover. */
  coverTitle: string;
  /** A bilingual book's second language: its title (on the cover and the title page) and the child's name as its words spell it. */
  second?: { language: Language; title: string; childFirstName: string } | null;
  child: PageRequest['child'];
  /** The story whose cover art is drawn. */
  cover: { productSlug: string };
  /** The hero as the parent confirmed it, on the cover and every page. */
  look: HeroLook;
  /** The people and pets beside the hero, on the pages the story brings them. */
  companions: readonly Companion[];
  /** e.g. 'Square 8 x 8 in (20 x 20 cm)'. */
  printSize: string;
  /** The trim the route's partner makes, in millimetres, where it is not the size's inches (Gelato's 200 x 200 mm square). */
  trimMm?: { width: number; height: number };
  pages: BookPage[];
  /** The child's photo while it is kept, for a generator that paints from it. */
  photo: PageRequest['photo'];
  /** The cover's layout as the print partner asks it; absent: the binding's (its bleed, spine and the trim). */
  coverGeometry?: CoverGeometry;
}

/** The inside's pages in order, blanks included: the binding's least (never under a picture book's 32) and its multiple. */
export const bookPageList = (content: Pick<BookContent, 'pages' | 'binding'>) =>
  interiorPages(
    content.pages.map((page) => page.pageNumber),
    {
      // The binding's least is its partners' rule; the book is a picture book's 32 pages however little they ask.
      minimumPages: Math.max(content.binding.minimumPages ?? PICTURE_BOOK_PAGES, PICTURE_BOOK_PAGES),
      pageMultiple: content.binding.pageMultiple,
    },
  );

/** The trim the book is printed at, in inches: its partner's, else the size's. */
export const printTrimInches = ({ printSize, trimMm }: Pick<BookContent, 'printSize' | 'trimMm'>) =>
  trimMm ? { width: trimMm.width / MM_PER_INCH, height: trimMm.height / MM_PER_INCH } : trimSizeInches(printSize);

/** A story page's sheet, trim and bleed, in inches. */
export function sheetInches(content: Pick<BookContent, 'printSize' | 'trimMm' | 'binding'>) {
  const trim = printTrimInches(content);
  const bleed = (2 * content.binding.bleedMm) / MM_PER_INCH;
  return { width: trim.width + bleed, height: trim.height + bleed };
}

/** The shape of a story page's sheet, width over height: what its picture is drawn for. */
export const sheetAspect = (content: Pick<BookContent, 'printSize' | 'trimMm' | 'binding'>) => {
  const sheet = sheetInches(content);
  return sheet.width / sheet.height;
};

/**
 * How many pixels wide a story picture is drawn for print: enough for it, drawn for the sheet's
 * shape (as far as the story's world reaches, then cut), to cover the page and its bleed at `dpi`.
 */
export function printPictureWidth(content: Pick<BookContent, 'printSize' | 'trimMm' | 'binding'>, dpi: number): number {
  const sheet = sheetInches(content);
  const canvas = pageCanvas(sheet.width / sheet.height);
  return Math.ceil(Math.max(sheet.width, (sheet.height * canvas.width) / canvas.height) * dpi);
}

/** The storage key of one of a book's print files. */
export const bookPdfKey = (fileName: string) => `books/${fileName}`;

/** The names of a book's two print files: the inside pages, and the cover spread. */
export const printFileNames = (requestUuid: string) => ({ interior: `${requestUuid}-interior.pdf`, cover: `${requestUuid}-cover.pdf` });

/** The whole book in one file (its cover spread first), made beside the two for a partner that takes one. */
export const oneFileBookName = (interiorFileName: string) => interiorFileName.replace(/-interior\.pdf$/, '-book.pdf');
