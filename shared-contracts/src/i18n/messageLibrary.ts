/**
 * The message library (Lingui), provided through shared-contracts like the router, so the shell
 * and every remote use one instance: the browser's, or on the server the one of the page drawn.
 */
import { i18n, setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Language } from 'contracts/languages';
import { drawPseudoLocale } from './pseudoLocaleMark.js';

export { I18nProvider, type I18n };

/** The browser's one instance, in the language the page was drawn in (and the pseudo-language if it was). */
export function browserI18n(language: Language, pseudoLocale = false): I18n {
  if (pseudoLocale) drawPseudoLocale(i18n);
  if (i18n.locale !== language) {
    // Each app's catalog is loaded into it as the app is drawn (loadCatalog).
    i18n.load(language, {});
    i18n.activate(language);
  }
  return i18n;
}

/** An instance for one page drawn on the server, so pages in different languages never share one. */
export function pageI18n(language: Language, pseudoLocale = false): I18n {
  const library = setupI18n({ locale: language, messages: { [language]: {} } });
  return pseudoLocale ? drawPseudoLocale(library) : library;
}
