import { useMemo } from 'react';
import { defineCatalog, useMessages } from '../i18n/catalogs.js';
import type english from './en.json';

/**
 * Texts more than one app shows (the about copy, the photo consent, the photo file checks, a
 * carousel's controls): the shell loads them with its own messages for every page, so a remote
 * uses them without waiting.
 */
export const siteMessages = defineCatalog<typeof english>(
  'site',
  (language) => import(/* webpackChunkName: "messages-site-[request]" */ `./${language}.json`),
);

export type SiteMessage = NonNullable<(typeof siteMessages)['keys']>;

/** A picture carousel's controls in the visitor's language (ui-kit's ImageCarousel `controls`). */
export function useCarouselControls() {
  const t = useMessages(siteMessages);
  return useMemo(
    () => ({
      previous: t('carousel.previous'),
      next: t('carousel.next'),
      show: (number: number) => t('carousel.show', { number }),
      counter: (number: number, count: number) => t('carousel.counter', { number, count }),
    }),
    [t],
  );
}
