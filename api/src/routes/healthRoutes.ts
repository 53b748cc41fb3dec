import type { FastifyInstance } from 'fastify';
import { HealthResponse } from 'shared-contracts/schemas';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
  });
}
