import type { Story } from '../catalogue/index.js';
import type { BookPage } from '../printing/index.js';
import type { ChosenBook } from './chosenBook.js';
import { bookStory } from './stories/bookStory.js';

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

/** Each of the story's pages as the parent chose it, so the print and the flipbook draw and cut it alike. */
export function chosenPageRequests(story: Pick<Story, 'slug' | 'title' | 'pages' | 'translations'>, book: ChosenBook): ChosenPage[] {
  const { language, child, look, companions, edition } = book;
  const drawn = { firstName: child.firstName, gender: child.gender };
  const secondPages = edition.second
    ? new Map(bookStory(story, edition.second, companions).pages.map((page) => [page.pageNumber, page.text]))
    : null;
  return bookStory(story, language, companions).pages.map((page) => {
    const file = book.pages[String(page.pageNumber)]?.split('/').pop() ?? null;
    const option = file ? Number(/-o(\d+)\.webp$/.exec(file)?.[1] ?? 0) : 0;
    return {
      pageNumber: page.pageNumber,
      text: page.text,
      ...(secondPages?.has(page.pageNumber) ? { secondText: secondPages.get(page.pageNumber) } : {}),
      file,
      request: { productSlug: story.slug, page, child: drawn, look, companions, options: 1, onlyOption: option },
    };
  });
}
