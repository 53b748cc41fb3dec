import type { FastifyInstance } from 'fastify';
import type { ServedMetrics } from './metrics.js';

/** The label of requests no route matched: whatever they asked for, one series. */
export const UNMATCHED_ROUTE = 'unmatched';

declare module 'fastify' {
  interface FastifyRequest {
    /** The label a route that serves many addresses gives the one it answered (a page's path), else null. */
    routeLabel: string | null;
  }
}

/** Counts and times every answer of the app, labelled by the route's pattern. */
export function addRequestMetrics(app: FastifyInstance, metrics: ServedMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      // A not-found answer has no route pattern; its address is the visitor's to choose, so it is not a label.
      route: request.routeLabel ?? (request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE)),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
