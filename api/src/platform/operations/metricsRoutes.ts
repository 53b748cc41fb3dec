import type { FastifyPluginAsync } from 'fastify';
import { hasBearerToken } from './bearerToken.js';
import type { ServedMetrics } from './metrics.js';

/** Where Prometheus scrapes, outside /api: not a visitor's call, and not in the API's document. */
export const METRICS_PATH = '/metrics';

/** `GET /metrics`, the text format; with a token, only to whoever presents it. */
export const metricsRoutes: FastifyPluginAsync<{ metrics: ServedMetrics; token: string | null }> = async (app, { metrics, token }) => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token && !hasBearerToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Unauthorized' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
};
