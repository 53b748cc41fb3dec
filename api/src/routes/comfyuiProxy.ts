import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { FULL_PAGE_PREFIX } from 'shared-contracts/routes';
import type { ServerConfig } from '../config.js';

const PREFIX = FULL_PAGE_PREFIX.replace(/\/$/, '');

/** /comfyui/* goes to the image-generation server when one is configured, else a clear 503. */
export async function comfyuiProxy(app: FastifyInstance, config: ServerConfig) {
  if (config.comfyuiUrl) {
    await app.register(httpProxy, { upstream: config.comfyuiUrl, prefix: PREFIX, websocket: true });
    return;
  }
  app.all(`${PREFIX}/*`, async (_request, reply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ detail: 'The image-generation server is not configured: set COMFYUI_URL to enable /comfyui.' }),
  );
}
