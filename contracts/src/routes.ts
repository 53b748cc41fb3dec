/**
 * The remotes, and the shape of the pages they declare. Each remote owns its routes in its own
 * manifest (`<remote>/routes.json`); the server reads the live manifests, serves and draws their
 * pages, and gives the shell the table it builds its router from.
 */

/** Every remote, defined once: its federation name, its folder and the port of its dev server. */
export const REMOTES = {
  mf_catalogue: { folder: 'mf-catalogue', devPort: 3001, team: 'catalogue and quick preview' },
  mf_creation: { folder: 'mf-creation', devPort: 3002, team: 'creation flow to the deposit' },
  mf_ordering: { folder: 'mf-ordering', devPort: 3003, team: 'ordering funnel to the confirmation' },
  mf_content: { folder: 'mf-content', devPort: 3004, team: 'flipbooks and content pages' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** A page's words for the head of its document, in one language. */
export interface PageWords {
  title: string;
  description: string;
  keywords?: string;
}

/**
 * One page as its remote declares it in its route manifest (`<remote>/routes.json`, shipped in its
 * build): the shell routes to it and the server serves, draws and titles it from the live manifests,
 * so a remote adds a page without a shell release.
 */
export interface RouteDeclaration {
  path: string;
  /** The module the remote exposes for this route, e.g. './HomePage'. */
  exposed: string;
  /**
   * The page shows a visitor's own book or order (the child's details and photo, addresses): session
   * replay masks it and it is never indexed.
   */
  personal?: true;
  /**
   * The query parameters the page reads when it is drawn (the catalogue's filters, the book a flipbook
   * shows); with the language, the page is its path and these. Anything else in an address (a
   * campaign's tags, a random string) changes nothing drawn, so the server draws and keeps the page without it.
   */
  queryParameters?: string[];
  type?: 'website' | 'article';
  /** Never indexed, whatever it shows (one address for every book, sample or a family's own). */
  noIndex?: true;
  /** Title, description and keywords by language code; English is required, a missing language falls back to it. */
  metadata: { en: PageWords } & Record<string, PageWords>;
}

/** A remote's `routes.json`: its pages, and the modules it exposes for other remotes rather than for a route. */
export interface RouteManifest {
  routes: RouteDeclaration[];
  shared?: string[];
}

/** A live page: its declaration and the remote that serves it. */
export interface AppRoute extends RouteDeclaration {
  remote: RemoteName;
}

/** A live page as the shell routes to it: without the words of its head, which are fetched when needed. */
export type LiveRoute = Omit<AppRoute, 'metadata'>;

/** Every live page, as the server gives it to the shell. */
export type RouteTable = readonly LiveRoute[];

/** Everything a remote must expose: its pages' modules and its shared ones (release and build checks). */
export function manifestExposes(manifest: RouteManifest): string[] {
  return [...manifest.routes.map((route) => route.exposed), ...(manifest.shared ?? [])];
}

/** Never handled by the single-page app: the server proxies it to the image-generation server. */
export const FULL_PAGE_PREFIX = '/comfyui/';

export function findRoute<Route extends Pick<AppRoute, 'path'>>(table: readonly Route[], pathname: string): Route | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.find((route) => route.path === path);
}

/** The query parameter that names the page's language, read on every page. */
const LANGUAGE_QUERY_PARAMETER = 'lang';

/** The page an address shows: its path, the language and the parameters its page reads, in one order (the first value of each). */
export function pageAddress(url: string, route: Pick<AppRoute, 'queryParameters'> | undefined): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = new URLSearchParams();
  for (const name of [LANGUAGE_QUERY_PARAMETER, ...(route?.queryParameters ?? [])].sort()) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
