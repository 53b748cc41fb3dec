import { defineCatalog } from '../i18n/catalogs.js';
import type english from './en.json';

/**
 * Texts more than one app shows (the about copy, the photo consent and the photo file checks): the
 * shell loads them with its own messages for every page, so a remote uses them without waiting.
 */
export const siteMessages = defineCatalog<typeof english>(
  'site',
  (language) => import(/* webpackChunkName: "messages-site-[request]" */ `./${language}.json`),
);

export type SiteMessage = NonNullable<(typeof siteMessages)['keys']>;
