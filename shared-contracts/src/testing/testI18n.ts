import { setupI18n } from '@lingui/core';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { loadCatalog, type Catalog } from '../i18n/catalogs.js';

/** The message library in screen tests: English unless a test switches it. */
export const testI18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Loads catalogs in every language before a project's tests, so no screen waits for its messages. */
export function loadTestCatalogs(...catalogs: Catalog<string>[]): Promise<unknown> {
  return Promise.all(catalogs.flatMap((catalog) => LANGUAGES.map((language: Language) => loadCatalog(testI18n, catalog, language))));
}
