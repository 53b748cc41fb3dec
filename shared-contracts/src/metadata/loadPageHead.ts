import type { Language } from 'contracts/languages';
import type { AppRoute } from 'contracts/routes';

/** Writes a page's title, description, links, social card and structured data into the document's head. */
export type PageHeadWriter = (pathname: string, origin: string) => void;

/** Where the server answers the live pages with the words of their heads. */
const LIVE_ROUTES_URL = '/routes.json';

/**
 * The browser's writer of page heads in a language, loaded when a page first needs it: the server
 * writes the head of the page it sends, so only a later page or a change of language loads the
 * live pages' words (each remote declares its own in its route manifest).
 */
export async function loadPageHead(language: Language): Promise<PageHeadWriter> {
  const [{ metadataForPath }, { applyPageMetadata }, routes] = await Promise.all([
    import(/* webpackChunkName: "metadata" */ 'contracts/metadata'),
    import(/* webpackChunkName: "metadata" */ './applyPageMetadata.js'),
    fetchLiveRoutes(),
  ]);
  return (pathname, origin) => applyPageMetadata(metadataForPath(routes, pathname, language), origin);
}

let liveRoutes: Promise<AppRoute[]> | null = null;

/** The live pages with their words, fetched once per page load (again after a failure). */
export function fetchLiveRoutes(): Promise<AppRoute[]> {
  liveRoutes ??= fetch(LIVE_ROUTES_URL, { headers: { accept: 'application/json' } }).then(async (answer) => {
    if (!answer.ok) throw new Error(`${LIVE_ROUTES_URL} answered ${answer.status}`);
    return (await answer.json()) as AppRoute[];
  });
  liveRoutes.catch(() => (liveRoutes = null));
  return liveRoutes;
}
