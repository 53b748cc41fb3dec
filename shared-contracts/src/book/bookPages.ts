import type { Language } from '../i18n/languages.js';

/**
 * One page of a printed book. The preview, the flipbook and the print files all walk this list, so
 * the book a parent looks at is the book the printer gets.
 */
export type BookPage =
  | { kind: 'front-cover' }
  | { kind: 'title' }
  | { kind: 'dedication' }
  | { kind: 'story'; pageNumber: number }
  | { kind: 'end' }
  /** An empty page that brings the inside up to the binding's page multiple. */
  | { kind: 'blank' }
  | { kind: 'back-cover' };

/** The pages inside the covers: title, the dedication when there is one, the story, the end, then blanks to the binding's multiple. */
export function interiorPages(
  storyPageNumbers: number[],
  { dedication, pageMultiple = 1 }: { dedication: boolean; pageMultiple?: number },
): BookPage[] {
  const pages: BookPage[] = [
    { kind: 'title' },
    ...(dedication ? [{ kind: 'dedication' } as const] : []),
    ...storyPageNumbers.map((pageNumber) => ({ kind: 'story', pageNumber }) as const),
    { kind: 'end' },
  ];
  while (pages.length % pageMultiple !== 0) pages.push({ kind: 'blank' });
  return pages;
}

/** The whole book as it is read: the front cover, the pages inside (no blanks), the back cover. */
export function bookPages(storyPageNumbers: number[], { dedication }: { dedication: boolean }): BookPage[] {
  return [{ kind: 'front-cover' }, ...interiorPages(storyPageNumbers, { dedication }), { kind: 'back-cover' }];
}

/** The words the book's own pages print, by language ({name}: the child's first name). */
export const BOOK_WORDS: Record<Language, { storyFor: string; starring: string; theEnd: string; shop: string; madeFor: string }> = {
  en: {
    storyFor: 'A story for {name}',
    starring: 'starring {name}',
    theEnd: 'The End',
    shop: 'Hero Tales',
    madeFor: 'Made for {name} by Hero Tales',
  },
  hi: {
    storyFor: '{name} के लिए एक कहानी',
    starring: 'मुख्य भूमिका में {name}',
    theEnd: 'समाप्त',
    shop: 'Hero Tales',
    madeFor: 'Hero Tales ने {name} के लिए बनाई',
  },
};

/** A book word with the child's name in it, as typed (a function replacer: `$&` in a name is not expanded). */
export const bookWord = (language: Language, word: keyof (typeof BOOK_WORDS)['en'], name: string) =>
  BOOK_WORDS[language][word].replace('{name}', () => name);
