import path from 'node:path';
import { INTL_LOCALES, type Language } from 'contracts/languages';
import { metadataForPath, pageMetadataHtml } from 'contracts/metadata';
import { SERVER_STATE_ELEMENT_ID, type RouteRenderResult } from 'contracts/rendering';
import { findRoute, type AppRoute } from 'contracts/routes';
import { remoteUrls, type StorefrontSettings } from './settings.js';
import { readCached } from '../../platform/files/cachedFile.js';
import { remotePreloadUrls, shellStartupUrls } from './preloadHints.js';
import type { LiveBuilds } from './liveBuilds.js';
import { routeTable } from './liveRoutes.js';

const HEAD_MARKER = '<!--storefront-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_LANGUAGE = /<html(?: lang="[^"]*")?/;
// The template's own title and description are for the dev server; the server writes the page's.
const TEMPLATE_METADATA = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;

/** JSON that is safe inside a <script> data block. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export interface ShellSettings {
  /** Where the storefront loads the payment provider's checkout script. */
  checkoutScriptUrl: string;
  /** The Content-Security-Policy header value sent with the page. */
  contentSecurityPolicy: string;
  /** SITE_ORIGIN, for the page's canonical links ('': the page's own origin). */
  siteOrigin: string;
}

/**
 * The shell's index.html for one app route: the page's metadata, the runtime settings and the
 * remotes document inlined, the owning remote's files preloaded, and, when the page was drawn on
 * the server, its markup, styles and the state the browser's store starts from.
 */
export function renderShellPage(
  config: StorefrontSettings,
  settings: ShellSettings,
  builds: LiveBuilds,
  page: { pathname: string; origin: string; language: Language; routes: AppRoute[]; rendered: RouteRenderResult | null },
): string {
  const { pathname, language, routes, rendered } = page;
  const remotes = builds.remotesDocument();
  const shellDir = builds.shellDir();
  const storefrontConfig = {
    checkoutScriptUrl: settings.checkoutScriptUrl,
    siteOrigin: settings.siteOrigin,
    geolocationUrl: config.geolocationUrl,
    ga4MeasurementId: config.ga4MeasurementId,
    adPixelId: config.adPixelId,
    behaviourAnalyticsProjectId: config.behaviourAnalyticsProjectId,
    remotes,
    routes: routeTable(routes),
    pseudoLocale: config.pseudoLocale,
  };
  const head = [pageMetadataHtml(metadataForPath(routes, pathname, language), page.origin)];
  head.push(`<script type="application/json" id="storefront-config">${scriptSafeJson(storefrontConfig)}</script>`);
  // A page the browser draws needs its scripts at once, all in parallel. A page drawn on the server is
  // already on screen: its scripts, found one after another, come after what it shows (the median
  // mobile LCP of `npm run bench` fell from 2.75 s with low-priority preloads to 1.85 s without).
  if (!rendered?.state.remoteRendered) {
    const preload = (url: string) => `<link rel="preload" href="${escapeAttribute(url)}" as="script">`;
    head.push(...shellStartupUrls(shellDir).map(preload));
    const route = findRoute(routes, pathname);
    if (route && !remoteUrls(config)[route.remote]) {
      head.push(...remotePreloadUrls(builds.remoteBase(route.remote), builds.remoteDir(route.remote), route.exposed).map(preload));
    }
  }
  const template = readCached(path.join(shellDir, 'index.html'), (text) => text);
  if (!template) throw new Error(`The shell is not built: ${shellDir}/index.html is missing (run npm run build)`);
  if (rendered) {
    head.push(
      rendered.styles,
      `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(rendered.state)}</script>`,
    );
  }
  return fillTemplate(template, [
    [HTML_LANGUAGE, `<html lang="${INTL_LOCALES[language]}"`],
    [TEMPLATE_METADATA, ''],
    [HEAD_MARKER, head.join('')],
    [ROOT_ELEMENT, rendered ? `<div id="root">${rendered.html}</div>` : ROOT_ELEMENT],
  ]);
}

/**
 * The template with each marker replaced by its text, taken literally: a replacement string would
 * expand `$'`, `$&` and `$1` found in the text (a query value reaches the page's state), so each is
 * given by a function.
 */
function fillTemplate(template: string, fills: [marker: string | RegExp, text: string][]): string {
  return fills.reduce((page, [marker, text]) => page.replace(marker, () => text), template);
}
