import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import type { chosenBook } from '../personalization/chosenBook.js';
import { storedLook } from '../personalization/heroes/heroLooks.js';
import { readCompanions } from '../personalization/heroes/companionList.js';
import { bookStory, type StoryColumns } from '../personalization/stories/bookStory.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../personalization/tables.js';
import { bookEdition } from '../personalization/bookEdition.js';
import type { BookContent, BookPage } from '../printing/printedBook.js';

export interface ChosenPage {
  pageNumber: number;
  text: string;
  /** A bilingual book's words in its second language. */
  secondText?: string;
  /** The chosen picture's file name (with its words); null when none is chosen for the page. */
  file: string | null;
  /** The request that draws the page again as it was chosen: the child, the confirmed hero, the chosen option. */
  request: NonNullable<BookPage['request']>;
}

/** The child, the hero and the companions a chosen book is drawn with (a book made before heroes were confirmed gets its default look). */
export function chosenBookHero(book: Awaited<ReturnType<typeof chosenBook>>): Pick<BookContent, 'child' | 'look' | 'companions'> {
  return {
    // The name as the words of the book's language spell it.
    child: { firstName: bookEdition(book).names[book.language], gender: book.gender },
    look: storedLook(book.hero, { gender: book.gender, age: book.age, skinTone: book.skin_tone ?? 'Medium' }),
    companions: readCompanions(book.companions),
  };
}

/** Each of the story's pages as the parent chose it, so the print and the flipbook draw and cut it alike. */
export function chosenPageRequests(product: StoryColumns & { slug: string }, book: Awaited<ReturnType<typeof chosenBook>>): ChosenPage[] {
  const chosen = readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, book.pages);
  const { child, look, companions } = chosenBookHero(book);
  const { second } = bookEdition(book);
  const secondPages = second ? new Map(bookStory(product, second, companions).pages.map((page) => [page.pageNumber, page.text])) : null;
  return bookStory(product, book.language, companions).pages.map((page) => {
    const file = chosen[String(page.pageNumber)]?.split('/').pop() ?? null;
    const option = file ? Number(/-o(\d+)\.webp$/.exec(file)?.[1] ?? 0) : 0;
    return {
      pageNumber: page.pageNumber,
      text: page.text,
      ...(secondPages?.has(page.pageNumber) ? { secondText: secondPages.get(page.pageNumber) } : {}),
      file,
      request: { productSlug: product.slug, page, child, look, companions, options: 1, onlyOption: option },
    };
  });
}
