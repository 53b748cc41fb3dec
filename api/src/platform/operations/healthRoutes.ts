import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadyResponse } from 'contracts/schemas';
import { runReadinessChecks, type ReadinessCheck } from './readiness.js';

const READY_CACHE_MS = 1000;

/**
 * Liveness (the process answers: restart it if not) and readiness (what it depends on answers: send
 * it traffic only then). Both are plain GETs, so the rate limits and the anti-forgery check pass them.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ readinessChecks: readonly ReadinessCheck[]; readinessTimeoutMs?: number }> = async (
  app,
  { readinessChecks, readinessTimeoutMs },
) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });

  // One check a second at most, whoever asks how often: the answer is shared while it is fresh.
  let lastCheck: { at: number; result: ReturnType<typeof runReadinessChecks> } | null = null;
  app.get('/ready', { schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } }, async (request, reply) => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at >= READY_CACHE_MS)
      lastCheck = { at: now, result: runReadinessChecks(readinessChecks, request.log, readinessTimeoutMs) };
    const result = await lastCheck.result;
    return reply
      .code(result.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  });
};
