import type { Companion } from 'contracts/companions';
import type { Language } from 'contracts/languages';
import type { SecondLanguageWords } from 'contracts/schemas';
import type { BookEdition } from '../bookEdition.js';
import { companyLine, withCompany } from './companyWords.js';
import type { Story, StoryPage, StoryTranslation } from '../../catalogue/index.js';
import { personaliseText, type PageRequest } from '../../imaging/index.js';

/** A story's words: English, and its translations by language. */
export type StoryText = Pick<Story, 'title' | 'pages' | 'translations'>;

/** A book's story in its language: the title and the pages, each page keeping its English scene. */
export interface BookStory {
  title: string;
  pages: StoryPage[];
}

/**
 * The story a book tells, in the book's language, with its companions named on the pages that bring
 * them along. A language the story has no translation for (a new story not translated yet) tells it
 * in English, the language every story is written in.
 */
export function bookStory(story: StoryText, language: Language, companions: readonly Companion[] = []): BookStory {
  const translation = story.translations[language];
  const told = translation ? language : 'en';
  const pages = translatedPages(story.pages, translation).map(({ company, ...page }) =>
    company && companions.length ? { ...page, text: `${page.text} ${companyLine(company, companions, told)}` } : page,
  );
  return { title: translation?.title ?? story.title, pages };
}

/** The words each story page prints for this child and their companions, by page number, in the book's language. */
export function storyWords(
  story: StoryText,
  language: Language,
  child: PageRequest['child'],
  companions: readonly Companion[] = [],
): Record<string, string> {
  return Object.fromEntries(
    bookStory(story, language, companions).pages.map((page) => [String(page.pageNumber), personaliseText(page.text, child)]),
  );
}

/** A story's pages in a translation: each page's title and words translated, its English scene kept (English without one). */
export function translatedPages(english: StoryPage[], translation: StoryTranslation | undefined): StoryPage[] {
  if (!translation) return english;
  const translated = new Map(translation.pages.map((page) => [page.pageNumber, page]));
  // The companions' line is the translation's own (none rather than English in another language's book).
  return english.map((page) => ({ ...page, ...translated.get(page.pageNumber), company: translated.get(page.pageNumber)?.company }));
}

/** The book's title with its hero (and who comes along), as the preview, the PDF's cover and the emails give it. */
export function starringTitle(title: string, firstName: string, language: Language, companions: readonly Companion[] = []): string {
  const company = withCompany(companions, language);
  return language === 'hi' ? `${title}: मुख्य भूमिका में ${firstName}${company}` : `${title}, starring ${firstName}${company}`;
}

/** The ages the story is for, in the book's language ("Ages 3-8"), as the catalogue and the back cover give them. */
export function storyAgeGroup(story: Pick<Story, 'translations' | 'ageGroup'>, language: Language): string {
  return story.translations[language]?.ageGroup ?? story.ageGroup;
}

/** The story told in a few lines, in the book's language: the catalogue's description, the back cover's blurb. */
export function storyBlurb(story: Pick<Story, 'translations' | 'description'>, language: Language): string {
  return story.translations[language]?.description ?? story.description;
}

/** A bilingual book's second language as its pages print it after the first: the title, the child's name, each page's words. */
export function secondLanguageWords(
  story: StoryText,
  edition: BookEdition,
  gender: PageRequest['child']['gender'],
  companions: readonly Companion[] = [],
): SecondLanguageWords | undefined {
  if (!edition.second) return undefined;
  const childFirstName = edition.names[edition.second];
  return {
    language: edition.second,
    title: bookStory(story, edition.second).title,
    childFirstName,
    words: storyWords(story, edition.second, { firstName: childFirstName, gender }, companions),
  };
}
