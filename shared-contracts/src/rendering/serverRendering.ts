import type { ComponentType } from 'react';
import type { Language } from 'contracts/languages';
import type { Catalog } from '../i18n/catalogs.js';

export * from 'contracts/rendering';

/** Fetches a route's public data into the store before the server renders the page. */
export type RoutePrefetch = (context: { dispatch: (action: unknown) => unknown; url: URL; language: Language }) => Promise<unknown>;

/** What a remote exposes for a route: the page, and optionally the public data it needs on the server and its messages. */
export interface RoutePageModule {
  default: ComponentType;
  prefetch?: RoutePrefetch;
  /** The remote's message catalog, loaded with the page so that it is drawn (or hydrated) without waiting for it. */
  messages?: Catalog<string>;
}
