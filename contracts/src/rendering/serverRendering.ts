import type { ConsentState } from '../consent/consentRecord.js';
import type { Language } from '../i18n/languages.js';
import type { RemoteName, RouteTable } from '../routes.js';

/**
 * The contract between the storefront server and the shell's server build (`server/server.js` of
 * a shell release): the server says what to render and with what, the shell answers the HTML.
 */
export interface RouteRenderRequest {
  /** The page's path and query, e.g. '/faq' or '/flipbook?request_uuid=…'. */
  url: string;
  /** The live pages (the remotes' route manifests), which the shell routes to. */
  routes: RouteTable;
  /** The language the page is drawn in (English when a server leaves it out). */
  language?: Language;
  /** Whether its texts are drawn in the pseudo-language (a test server's). */
  pseudoLocale?: boolean;
  /** Each remote's live server build: the path of its `remoteEntry.js`. */
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** The visitor's country as the server found it from the address, null when unknown. */
  country: string | null;
  /** Whether the visitor's `cookie_consent` cookie says they have chosen: the banner is drawn only for those who have not. */
  consentChosen: boolean;
  /** How the route's public data is fetched on the server: an absolute base URL and the fetch that reaches it. */
  api: ServerApiAccess;
  /** Time for loading the remote's server module and its data: past it the page is left to the browser. */
  budgetMs: number;
}

export interface ServerApiAccess {
  baseUrl: string;
  fetch: typeof fetch;
}

export interface RouteRenderResult {
  /** The markup of the storefront's root element. */
  html: string;
  /** The collected `<style>` elements for the head. */
  styles: string;
  state: ServerState;
  /** Why the remote's page was left to the browser, when it was. */
  fallbackReason: string | null;
}

/** What the browser's store starts from, so it draws exactly what the server drew and fetches nothing again. */
export interface ServerState {
  storefrontApi: unknown;
  consent: ConsentState;
  /** Whether the owning remote's page is in the HTML (the browser then loads it before hydrating). */
  remoteRendered: boolean;
}

/** The JSON data block that carries the server state into the page. */
export const SERVER_STATE_ELEMENT_ID = 'storefront-state';

/** The digest a server render error carries to the browser, which then renders that page itself. */
export const SERVER_FALLBACK_DIGEST = 'storefront-client-render';
