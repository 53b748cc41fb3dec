import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyError } from 'fastify';
import type { ServerConfig } from './config.js';
import { comfyuiProxy } from './routes/comfyuiProxy.js';
import { geoRoutes } from './routes/geoRoutes.js';
import { healthRoutes } from './routes/healthRoutes.js';
import { shellRoutes } from './routes/shellRoutes.js';
import { csrfProtection } from './security/csrf.js';
import { loadSessionSecret } from './security/secrets.js';
import { contentSecurityPolicy } from './storefront/contentSecurityPolicy.js';
import { staticFiles } from './storefront/staticFiles.js';

/** The storefront on one origin: shell, remotes, remotes document and the API under /api. */
export async function buildApp(config: ServerConfig) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  });
  const secret = loadSessionSecret(config.sessionSecret, config.dataDir);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors = error.validation.map((issue) => ({
        field: (issue.instancePath || `/${(issue.params as { missingProperty?: string }).missingProperty ?? ''}`).slice(1),
        message: issue.message ?? 'is invalid',
      }));
      return reply.code(400).send({ detail: `Invalid request: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ detail: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message });
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: true, directives: { ...contentSecurityPolicy(config), upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, { secret });
  await csrfProtection(app, { secret });
  await healthRoutes(app);
  await geoRoutes(app, config);
  await comfyuiProxy(app, config);
  await staticFiles(app, config);
  await shellRoutes(app, config);
  return app;
}
