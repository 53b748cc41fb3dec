import { setupI18n } from '@lingui/core';
import { LANGUAGES, type Language } from 'contracts/languages';
import { loadCatalog, type Catalog } from '../i18n/catalogs.js';
import { siteMessages, type SiteMessage } from '../messages/siteMessages.js';

/** The message library in screen tests: English unless a test switches it. */
export const testI18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * Loads catalogs in every language before a project's tests, so no screen waits for its messages;
 * the site's messages too, as the shell loads them for every page.
 */
export function loadTestCatalogs(...catalogs: Catalog<string>[]): Promise<unknown> {
  return Promise.all(
    [siteMessages, ...catalogs].flatMap((catalog) => LANGUAGES.map((language: Language) => loadCatalog(testI18n, catalog, language))),
  );
}

/** A site message in the test's language, as a screen shows it. */
export const siteText = (key: SiteMessage) => testI18n._(`${siteMessages.namespace}.${key}`);
