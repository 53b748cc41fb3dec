/** The languages of the shop: English, the one that governs, and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale numbers, prices and dates are formatted for. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The cookie that remembers the visitor's choice, so the server draws the next page in it. */
export const LANGUAGE_COOKIE = 'lang';

/** The query parameter that opens a page in a language, for links shared in it. */
export const LANGUAGE_PARAM = 'lang';

/** Something made for each of the shop's languages. */
export function inEachLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The first of the browser's preferred languages (`Accept-Language` or `navigator.languages`) the shop speaks. */
export function preferredLanguage(accepted: readonly string[]): Language | null {
  for (const tag of accepted) {
    const primary = tag.trim().split(/[-_;]/)[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The languages of an `Accept-Language` header, most preferred first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is drawn in: the address's `?lang=` (a shared link), else the remembered
 * choice, else the browser's first language the shop speaks, else English. The server and the
 * browser decide alike.
 */
export function chooseLanguage({
  param,
  cookie,
  accepted,
}: {
  param?: string | null;
  cookie?: string | null;
  accepted: readonly string[];
}): Language {
  if (isLanguage(param)) return param;
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(accepted) ?? DEFAULT_LANGUAGE;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that remembers a choice of language (a preference the visitor asked for); Secure over https. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The books a parent may choose: in one language, or in both, the first named printed first on each page. */
export const BOOK_EDITIONS = ['en', 'hi', 'en+hi', 'hi+en'] as const;
export type BookEditionCode = (typeof BOOK_EDITIONS)[number];

/** An edition's languages: its first, and a bilingual one's second (null for one language). */
export function editionLanguages(code: BookEditionCode): { language: Language; secondLanguage: Language | null } {
  const [language, second] = code.split('+') as [Language, Language?];
  return { language, secondLanguage: second ?? null };
}

/** The edition a book's languages make. */
export const editionCode = (language: Language, secondLanguage: Language | null): BookEditionCode =>
  (secondLanguage ? `${language}+${secondLanguage}` : language) as BookEditionCode;

/** An edition's name, each language in itself: 'English + हिन्दी'. */
export const editionName = (code: BookEditionCode): string =>
  code
    .split('+')
    .map((language) => LANGUAGE_NAMES[language as Language])
    .join(' + ');
