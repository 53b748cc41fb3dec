import type { Language } from 'contracts/languages';
import { SAMPLE_HEROES } from 'story-art';
import { SOFTCOVER } from '../modules/catalogue/printBinding.js';
import { bookStory } from '../modules/personalization/stories/bookStory.js';
import type { BookContent } from '../modules/printing/printedBook.js';
import { loadShopContent } from '../modules/seed/contentFiles.js';

const product = loadShopContent().products[0];

/** The shop's first story's words. */
export const FIRST_STORY = { title: product.title, pages: product.story.pages, translations: product.translations };

/**
 * The shop's first story as a softcover 8 x 8 in book of its words only (no pictures: quick to print),
 * told in `language` for `child`, in a bilingual book's `second` language too when given; `changes` for
 * the rest (a dedication, a listen link).
 */
export function wordsOnlyBook(
  language: Language,
  child: BookContent['child'],
  { second, ...changes }: Partial<Omit<BookContent, 'second'>> & { second?: { language: Language; childFirstName: string } } = {},
): BookContent {
  const told = bookStory(FIRST_STORY, language);
  const other = second && bookStory(FIRST_STORY, second.language);
  return {
    language,
    title: told.title,
    blurb: '',
    ageGroup: '',
    webAddress: null,
    dedication: null,
    binding: SOFTCOVER,
    coverTitle: told.title,
    child,
    cover: { productSlug: product.slug },
    look: child.gender === 'Girl' ? SAMPLE_HEROES.girl : SAMPLE_HEROES.boy,
    companions: [],
    printSize: 'Square 8 x 8 in (20 x 20 cm)',
    photo: null,
    pages: told.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.text,
      ...(other ? { secondText: other.pages.find((p) => p.pageNumber === page.pageNumber)!.text } : {}),
      request: null,
      chosenImage: null,
    })),
    ...(second && other ? { second: { ...second, title: other.title } } : {}),
    ...changes,
  };
}
