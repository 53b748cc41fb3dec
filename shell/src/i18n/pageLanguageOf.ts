import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from 'shared-contracts';

/**
 * The language of the page in the browser, decided as the server decided it: the address's
 * `?lang=`, the remembered choice, then the language the server drew the page in (`<html lang>`,
 * which followed the browser's languages on a first visit).
 */
export function pageLanguageOf(document: Document): Language {
  const param = new URLSearchParams(document.location.search).get(LANGUAGE_PARAM);
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chooseLanguage({ param, cookie, accepted: [document.documentElement.lang] });
}
