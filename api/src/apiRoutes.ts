import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH } from 'shared-contracts/constants';
import { abuseRoutes } from './abuse/abuseRoutes.js';
import { productRoutes } from './catalogue/productRoutes.js';
import type { ServerConfig } from './config.js';
import { caseRoutes } from './content/caseRoutes.js';
import { contentRoutes } from './content/contentRoutes.js';
import type { Db } from './db/openDatabase.js';
import { orderRoutes } from './orders/orderRoutes.js';
import type { PaymentProvider } from './payments/paymentProvider.js';
import { sandboxRoutes } from './payments/sandboxRoutes.js';
import { webhookRoutes } from './payments/webhookRoutes.js';
import { photoRoutes } from './personalization/photoRoutes.js';
import { previewRoutes } from './personalization/previewRoutes.js';
import { quickPreviewRoutes } from './personalization/quickPreviewRoutes.js';
import type { CountryLookup } from './routes/countryLookup.js';
import { geoRoutes } from './routes/geoRoutes.js';
import type { ShopMetrics } from './operations/metrics.js';
import type { ReadinessCheck } from './operations/readiness.js';
import { healthRoutes } from './routes/healthRoutes.js';
import type { VisitorText } from './http/errors.js';
import { requestLanguage } from './http/requestLanguage.js';
import { antiForgery } from './security/csrf.js';
import type { PurposeKeys } from './security/purposeKeys.js';
import { requestAccess } from './security/requestAccess.js';
import { addRequestLimits, type WindowCounter } from './security/requestLimits.js';
import type { ObjectStore } from './storage/objectStore.js';
import type { JobQueue } from './jobs/jobEngine.js';
import type { WorkPool } from './work/workPool.js';

const NOT_FOUND: VisitorText = { en: 'Not found', hi: 'नहीं मिला' };

export interface ApiDependencies {
  config: ServerConfig;
  db: Db;
  /** The keys signing what the API hands out: anti-forgery tokens, email links. */
  keys: PurposeKeys;
  provider: PaymentProvider;
  sandboxSign: ((orderId: string, paymentId: string) => string) | null;
  counter: WindowCounter;
  storage: ObjectStore;
  work: WorkPool;
  jobs: JobQueue;
  countryOf: CountryLookup;
  /** What /api/ready checks before this instance takes traffic. */
  readinessChecks: ReadinessCheck[];
  metrics: ShopMetrics;
}

/**
 * Everything under /api. The visitors' calls live in one scope whose hooks (rate limits, then the
 * anti-forgery check) belong to its routes and its not-found answer, whatever spelling of the address
 * the router decoded. Calls from other systems, which prove themselves by signature, live beside it.
 */
export const apiRoutes: FastifyPluginAsync<ApiDependencies> = async (app, deps) => {
  const { config, db, provider, work, storage, metrics } = deps;
  const access = requestAccess(db, deps.keys['email-link']);
  await app.register(
    async (api) => {
      addRequestLimits(
        api,
        {
          perSessionPerMinute: config.rateLimitPerMinute,
          perAddressPerMinute: config.rateLimitPerAddressPerMinute,
          photoWorkPerAddressPerHour: config.photoWorkPerAddressPerHour,
        },
        deps.counter,
      );
      await antiForgery(api, { secret: deps.keys['anti-forgery'] });
      api.setNotFoundHandler(async (request, reply) => reply.code(404).send({ detail: NOT_FOUND[requestLanguage(request)] }));

      await api.register(healthRoutes, { readinessChecks: deps.readinessChecks });
      await api.register(geoRoutes, { config, countryOf: deps.countryOf });
      await api.register(productRoutes, { db });
      await api.register(contentRoutes, { db, access });
      await api.register(caseRoutes, { db });
      await api.register(abuseRoutes, { db });
      await api.register(orderRoutes, { db, jobs: deps.jobs, provider, access, metrics });
      await api.register(photoRoutes, { db, storage, access, work });
      await api.register(previewRoutes, { db, storage, access, jobs: deps.jobs });
      await api.register(quickPreviewRoutes, { db, storage, work });
      // Never in production, whatever the provider: the configuration already refuses a production sandbox.
      if (deps.sandboxSign && !config.production) await api.register(sandboxRoutes, { db, jobs: deps.jobs, sign: deps.sandboxSign });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(webhookRoutes, { db, jobs: deps.jobs, provider, metrics, prefix: API_BASE_PATH });
};
