import type { I18n } from '@lingui/core';

/** The libraries that draw the pseudo-language (pseudoLocale.ts): the catalogs loaded into them from now on are. */
const pseudoLibraries = new WeakSet<I18n>();

export function drawPseudoLocale(i18n: I18n): I18n {
  pseudoLibraries.add(i18n);
  return i18n;
}

export const drawsPseudoLocale = (i18n: I18n) => pseudoLibraries.has(i18n);
