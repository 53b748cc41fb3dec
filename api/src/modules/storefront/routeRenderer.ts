import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONSENT_COOKIE, consentFromCookie } from 'contracts/consent';
import { findRoute, pageAddress, REMOTES, type AppRoute, type RemoteName, type RouteTable } from 'contracts/routes';
import type { Language } from 'contracts/languages';
import type { RouteRenderRequest, RouteRenderResult } from 'contracts/rendering';
import { remoteUrls, type StorefrontSettings } from './settings.js';
import { type CountryLookup, type GeoSettings, visitorCountry } from '../geo/index.js';
import type { WindowCounter } from '../../platform/security/requestLimits.js';
import { SERVER_BUILD_FOLDER } from '../releases/index.js';
import type { LiveBuilds } from './liveBuilds.js';
import { routeTable } from './liveRoutes.js';
import { pageCache } from './pageCache.js';

const require = createRequire(import.meta.url);

interface ShellServerBuild {
  renderRoute(request: RouteRenderRequest): Promise<RouteRenderResult>;
}

/** Each release is its own folder, so a shell server build is loaded once per release and never changes. */
const shellBuilds = new Map<string, ShellServerBuild>();

function loadShellServerBuild(shellDir: string): ShellServerBuild | null {
  const file = path.join(shellDir, SERVER_BUILD_FOLDER, 'server.js');
  const known = shellBuilds.get(file);
  if (known) return known;
  if (!existsSync(file)) return null;
  const build = require(file) as ShellServerBuild;
  shellBuilds.set(file, build);
  return build;
}

/** The API's answers for the server's own render, without a trip through the network. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/** The page for a request, drawn on the server among the live pages, or null when the browser draws it. */
export type RouteRenderer = (request: FastifyRequest, language: Language, routes: AppRoute[]) => Promise<RouteRenderResult | null>;

/**
 * Draws a page on the server with the live shell's server build and the live remotes' server
 * builds. Answers null when the page is to be drawn by the browser instead: server rendering off,
 * no server build, or the shell's render failed (logged). A remote's failure is the shell's to
 * handle: its page is then left to the browser inside the server-drawn shell.
 */
export function routeRenderer(
  app: FastifyInstance,
  config: StorefrontSettings,
  builds: LiveBuilds,
  geo: { settings: GeoSettings; countryOf: CountryLookup },
  counter: WindowCounter,
): RouteRenderer {
  const api = { baseUrl: 'http://storefront.internal/api', fetch: injectFetch(app) };
  const servedElsewhere = remoteUrls(config);

  const remoteEntries = () =>
    Object.fromEntries(
      (Object.keys(REMOTES) as RemoteName[])
        .filter((remote) => !servedElsewhere[remote])
        .map((remote) => [remote, path.join(builds.remoteDir(remote), SERVER_BUILD_FOLDER, 'remoteEntry.js')] as const)
        .filter(([, entry]) => existsSync(entry)),
    );

  const cached = pageCache(config.serverPageCacheSeconds * 1000);

  /** What the drawing depends on besides the address: the live remotes and what the server knows of the visitor. */
  type DrawingInputs = Pick<RouteRenderRequest, 'remoteEntries' | 'country' | 'consentChosen' | 'language'>;

  const draw = async (request: FastifyRequest, url: string, inputs: DrawingInputs, routes: RouteTable) => {
    try {
      const shell = loadShellServerBuild(builds.shellDir());
      if (!shell) return null;
      // Drawing costs the server; an address that asks for more than its share gets the page the browser draws.
      const renders = await counter.hit(`page-render:${request.ip}`, 60_000);
      if (renders.hits > config.pageRendersPerAddressPerMinute) return null;
      const result = await shell.renderRoute({
        ...inputs,
        url,
        routes,
        api,
        budgetMs: config.serverRenderBudgetMs,
        pseudoLocale: config.pseudoLocale,
      });
      if (result.fallbackReason) request.log.warn({ url, reason: result.fallbackReason }, 'page left to the browser');
      return result;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the shell could not render on the server');
      return null;
    }
  };

  return async (request, language, routes) => {
    if (!config.serverRendering) return null;
    const inputs: DrawingInputs = {
      language,
      remoteEntries: remoteEntries(),
      country: visitorCountry(geo.settings, geo.countryOf, request),
      consentChosen: consentFromCookie(request.cookies[CONSENT_COOKIE]) !== null,
    };
    const url = pageAddress(request.url, findRoute(routes, new URL(request.url, 'http://x').pathname));
    // The live pages are not in the key: they change only with a release, which changes the remote entries.
    return cached(JSON.stringify([builds.shellDir(), url, inputs]), () => draw(request, url, inputs, routeTable(routes)));
  };
}
