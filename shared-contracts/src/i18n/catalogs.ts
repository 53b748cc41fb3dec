import { use, useCallback } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Language } from 'contracts/languages';
import { drawsPseudoLocale } from './pseudoLocaleMark.js';

/**
 * One app's messages (the shell's or a remote's), in a file per language that is loaded only when
 * that language is in use. Its keys are those of its English file; in the shared message library
 * they are prefixed by the namespace, so apps never overwrite each other's.
 */
export interface Catalog<Key extends string> {
  namespace: string;
  load(language: Language): Promise<{ default: Messages }>;
  /** The keys, for the type checker only. */
  readonly keys?: Key;
}

/** Values put into a message's placeholders (`{name}`, `{count, plural, …}`). */
export type MessageValues = Record<string, string | number>;

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export function defineCatalog<English extends Record<string, string>>(
  namespace: string,
  load: (language: Language) => Promise<{ default: Messages }>,
): Catalog<Extract<keyof English, string>> {
  return { namespace, load };
}

interface Loads {
  catalogs: Map<string, Catalog<string>>;
  promises: Map<string, Promise<void>>;
}

/** What each instance of the library has loaded: the browser has one, the server one per page. */
const loadsOf = new WeakMap<I18n, Loads>();

function loadsFor(i18n: I18n): Loads {
  let loads = loadsOf.get(i18n);
  if (!loads) {
    loads = { catalogs: new Map(), promises: new Map() };
    loadsOf.set(i18n, loads);
  }
  return loads;
}

/** Loads a catalog's messages for a language into the library once; a failed load is tried again next time. */
export function loadCatalog(i18n: I18n, catalog: Catalog<string>, language: Language): Promise<void> {
  const loads = loadsFor(i18n);
  loads.catalogs.set(catalog.namespace, catalog);
  const key = `${catalog.namespace}:${language}`;
  let loading = loads.promises.get(key);
  if (!loading) {
    loading = catalog.load(language).then(async ({ default: loaded }) => {
      const messages = drawsPseudoLocale(i18n) ? (await import('./pseudoLocale.js')).pseudoMessages(loaded) : loaded;
      i18n.load(language, Object.fromEntries(Object.entries(messages).map(([id, message]) => [`${catalog.namespace}.${id}`, message])));
    });
    // Marked as React marks a promise it has seen settle, so a loaded catalog never suspends a render.
    loading.then(
      () => Object.assign(loading!, { status: 'fulfilled', value: undefined }),
      () => loads.promises.delete(key),
    );
    loads.promises.set(key, loading);
  }
  return loading;
}

/**
 * Changes the language once every catalog already in use is loaded in it, so the page changes
 * language at once instead of showing its loading state.
 */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  const loads = loadsFor(i18n);
  await Promise.all([...loads.catalogs.values()].map((catalog) => loadCatalog(i18n, catalog, language)));
  i18n.activate(language);
}

/**
 * The messages of a catalog in the language in use, as a function of their keys. The component
 * suspends until its catalog is loaded (on the server, the page waits for it).
 */
export function useMessages<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const { i18n } = useLingui();
  const language = i18n.locale as Language;
  use(loadCatalog(i18n, catalog, language));
  return useCallback(
    (key: Key, values?: MessageValues) => i18n._(`${catalog.namespace}.${key}`, values),
    // The language is a dependency: the same instance answers in another language after a switch.
    [i18n, catalog.namespace, language],
  );
}

/** The language in use and the library's instance (for activateLanguage). */
export function useLanguage(): { language: Language; i18n: I18n } {
  const { i18n } = useLingui();
  return { language: i18n.locale as Language, i18n };
}
