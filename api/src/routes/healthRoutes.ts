import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from 'shared-contracts/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });
};
