import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { APP_ROUTES } from 'shared-contracts/routes';
import type { ServerConfig } from '../config.js';
import type { LiveBuilds } from '../storefront/liveBuilds.js';
import { renderShellPage, type ShellSettings } from '../storefront/shellPage.js';

/** The shell's page for every app route, the remotes document, and the not-found answers. */
export const shellRoutes: FastifyPluginAsync<{ config: ServerConfig; settings: ShellSettings; builds: LiveBuilds }> = async (
  app,
  { config, settings, builds },
) => {
  const sendShell = (reply: FastifyReply, pathname: string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', settings.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(renderShellPage(config, settings, builds, pathname));

  for (const route of APP_ROUTES) {
    app.get(route.path, async (request, reply) => sendShell(reply, new URL(request.url, 'http://x').pathname));
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return builds.remotesDocument();
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && !/^\/(api|assets|remotes)\//.test(request.url)) return sendShell(reply, '/404', 404);
    return reply.code(404).send({ detail: 'Not found' });
  });
};
