import type { FastifyInstance } from 'fastify';
import type { ServedMetrics } from './metrics.js';

/** The label of requests no route matched: whatever they asked for, one series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts and times every answer of the app, labelled by the route's pattern. */
export function addRequestMetrics(app: FastifyInstance, metrics: ServedMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      // A not-found answer has no route pattern; its address is the visitor's to choose, so it is not a label.
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
