import type { Language } from 'contracts/languages';

/** What a book request's columns say of its languages and the child's name in each. */
export interface EditionColumns {
  language: Language;
  second_language: Language | null;
  child_first_name: string;
  hindi_first_name: string | null;
}

/** A book's languages (its second, printed after the first on each text page, if bilingual) and the child's name as each spells it. */
export interface BookEdition {
  language: Language;
  second: Language | null;
  names: Record<Language, string>;
}

/** The edition a request is for: the name as typed, and in Devanagari where the parent gave it, for Hindi words. */
export function bookEdition(row: EditionColumns): BookEdition {
  return {
    language: row.language,
    second: row.second_language,
    names: { en: row.child_first_name, hi: row.hindi_first_name ?? row.child_first_name },
  };
}

/** The child's name as the words of the book's first language spell it. */
export const nameInWords = (row: EditionColumns): string => bookEdition(row).names[row.language];
