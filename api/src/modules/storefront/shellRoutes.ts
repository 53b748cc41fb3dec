import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findRoute, type AppRoute } from 'contracts/routes';
import type { StorefrontSettings } from './settings.js';
import { languageCookie } from 'contracts/languages';
import { secureCookies } from '../../platform/security/sessions.js';
import { encodedPage } from './encodedPages.js';
import { pageLanguage } from './pageLanguage.js';
import type { LiveBuilds } from './liveBuilds.js';
import type { RouteRenderer } from './routeRenderer.js';
import { renderShellPage, type ShellSettings } from './shellPage.js';

/** The shell's page for every app route (drawn on the server where it can be), the remotes document, and the not-found answers. */
export const shellRoutes: FastifyPluginAsync<{
  storefront: StorefrontSettings;
  /** The shop's own address, for absolute links. */
  origin: string;
  settings: ShellSettings;
  builds: LiveBuilds;
  render: RouteRenderer;
}> = async (app, { storefront, origin, settings, builds, render }) => {
  /** The shell's page for a path, from the live pages read once for this request. */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string, routes: AppRoute[], status = 200) => {
    const { language, chosenByAddress } = pageLanguage(request);
    const rendered = await render(request, language, routes);
    // Absolute addresses from the configured origin only (origin): a request's Host header is the sender's to choose.
    const document = () => renderShellPage(storefront, settings, builds, { pathname, origin, language, routes, rendered });
    // A link opened in a language (?lang=) is a choice: the next pages follow it.
    if (chosenByAddress) reply.header('set-cookie', languageCookie(language, secureCookies(request)));
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', settings.contentSecurityPolicy)
      .header('x-rendered-by', rendered ? (rendered.state.remoteRendered ? 'server' : 'server-shell') : 'browser')
      .type('text/html; charset=utf-8');
    if (!rendered) return reply.send(document());
    const page = encodedPage(request, rendered, `${origin}${pathname}`, document);
    reply.header('vary', 'accept-encoding, accept-language');
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  };

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return builds.remotesDocument();
  });

  /** The live pages with the words of their heads in every language, for the shell's later pages. */
  app.get('/routes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return builds.routes();
  });

  // The pages are the live remotes' (their route manifests), not routes of this server: a release that
  // adds one needs no restart. So every address no route answers is looked up among them first.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const routes = builds.routes();
    const route = request.method === 'GET' || request.method === 'HEAD' ? findRoute(routes, pathname) : undefined;
    if (route) {
      request.routeLabel = route.path;
      return sendShell(request, reply, pathname, routes);
    }
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    // /metrics is a machine's address even when not served: a page there would read as a scrape that worked.
    if (wantsPage && !/^\/(api|assets|remotes)\/|^\/metrics(?:[/?]|$)/.test(request.url))
      return sendShell(request, reply, '/404', routes, 404);
    return reply.code(404).send({ detail: 'Not found' });
  });
};
