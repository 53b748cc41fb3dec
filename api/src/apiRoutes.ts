import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH } from 'contracts/constants';
import { abuseRoutes, workBudget } from './modules/abuse/index.js';
import { productRoutes } from './modules/catalogue/index.js';
import { servesApiDescription } from './platform/config/config.js';
import type { Config } from './shopSettings.js';
import { caseRoutes, contentRoutes, bookShareRoutes, isSampleBook, privacyPolicyVersion } from './modules/content/index.js';
import type { Db } from './platform/db/database.js';
import { orderRoutes, requestPayments, sandboxRoutes, orderSettlement, printPartnerRoutes } from './modules/orders/index.js';
import { type PaymentProvider, webhookRoutes } from './modules/payments/index.js';
import { printFileRoutes } from './modules/printing/index.js';
import { printSending } from './shopJobs.js';
import {
  photoRoutes,
  companionPhotoRoutes,
  childNameRoutes,
  previewRoutes,
  quickPreviewRoutes,
  requestAccess,
} from './modules/personalization/index.js';
import { type CountryLookup, geoRoutes } from './modules/geo/index.js';
import type { ShopMetrics } from './platform/operations/metrics.js';
import type { ReadinessCheck } from './platform/operations/readiness.js';
import { healthRoutes } from './platform/operations/healthRoutes.js';
import type { VisitorText } from './platform/errors/domainError.js';
import { requestLanguage } from './platform/http/requestLanguage.js';
import { antiForgery } from './platform/security/csrf.js';
import type { PurposeKeys } from './platform/security/purposeKeys.js';
import { addRequestLimits, type WindowCounter } from './platform/security/requestLimits.js';
import type { ObjectStore } from './platform/storage/objectStore.js';
import type { JobQueue } from './platform/jobs/jobEngine.js';
import type { WorkPool } from './modules/work/index.js';
import { PREVIEW_WIDTH } from './modules/imaging/index.js';
import { visitorText } from './platform/i18n/visitorText.js';
import { voiceRoutes } from './modules/voices/index.js';
import { personalDataExportRoutes } from './modules/privacy/index.js';

const NOT_FOUND: VisitorText = visitorText('http.notFound');

export interface ApiDependencies {
  config: Config;
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
  const access = requestAccess(
    db,
    { linkKey: deps.keys['email-link'], pictureKey: deps.keys['picture-cookie'] },
    { payments: requestPayments, isSampleBook },
  );
  // The hours a paid book may still change before it goes to print.
  const review = { hours: config.orders.reviewWindowHours, redraws: config.orders.reviewRedraws };
  const budget = workBudget(deps.counter, config.budgets);
  await app.register(
    async (api) => {
      addRequestLimits(
        api,
        {
          perSessionPerMinute: config.limits.rateLimitPerMinute,
          perAddressPerMinute: config.limits.rateLimitPerAddressPerMinute,
          photoWorkPerAddressPerHour: config.limits.photoWorkPerAddressPerHour,
        },
        deps.counter,
      );
      await antiForgery(api, { secret: deps.keys['anti-forgery'] });
      api.setNotFoundHandler(async (request, reply) => reply.code(404).send({ detail: NOT_FOUND[requestLanguage(request)] }));

      await api.register(healthRoutes, { readinessChecks: deps.readinessChecks });
      await api.register(geoRoutes, { config: config.geo, countryOf: deps.countryOf });
      await api.register(productRoutes, { db, review });
      await api.register(contentRoutes, { db, access, storage });
      await api.register(bookShareRoutes, { db, access, storage, linkKey: deps.keys['email-link'] });
      await api.register(voiceRoutes, { db, storage, access, payments: requestPayments, budget, linkKey: deps.keys['email-link'] });
      await api.register(personalDataExportRoutes, { db, storage, access });
      await api.register(caseRoutes, { db });
      await api.register(abuseRoutes, { db });
      await api.register(orderRoutes, { db, jobs: deps.jobs, review, storage, provider, access, metrics, budget });
      await api.register(photoRoutes, {
        db,
        storage,
        access,
        work,
        privacyVersion: privacyPolicyVersion,
        budget,
        // The embedded generator draws from the confirmed hero alone; a ComfyUI server paints from the photo.
        photoKept: config.generation.comfyuiUrl ? 'until-made' : 'until-drawn',
      });
      await api.register(childNameRoutes);
      await api.register(companionPhotoRoutes, { db, access, work, privacyVersion: privacyPolicyVersion });
      await api.register(previewRoutes, {
        db,
        storage,
        access,
        payments: requestPayments,
        jobs: deps.jobs,
        pictures: work.generator(PREVIEW_WIDTH),
        budget,
      });
      await api.register(quickPreviewRoutes, { db, storage, work, privacyVersion: privacyPolicyVersion, budget });
      // Never in production, whatever the provider: the configuration already refuses a production sandbox.
      if (deps.sandboxSign && !config.server.production)
        await api.register(sandboxRoutes, { db, jobs: deps.jobs, review, sign: deps.sandboxSign });
      // What every call takes and answers is a map for an attacker too: private in production unless published.
      if (servesApiDescription(config.server)) api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(webhookRoutes, { db, settlement: orderSettlement(deps.jobs, review), provider, metrics, prefix: API_BASE_PATH });
  const sending = printSending(config, { storage, printFileKey: deps.keys['print-files'], log: app.log, metrics });
  await app.register(printPartnerRoutes, { db, jobs: deps.jobs, sending, prefix: API_BASE_PATH });
  await app.register(printFileRoutes, { storage, key: deps.keys['print-files'], prefix: API_BASE_PATH });
};
