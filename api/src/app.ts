import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { publicOrigin } from './platform/config/config.js';
import type { Config } from './shopSettings.js';
import { answerError } from './platform/http/answerError.js';
import type { Db } from './platform/db/database.js';
import { openPlatform } from './platform/openPlatform.js';
import { SHOP_QUEUES } from './shopQueues.js';
import { SHOP_MIGRATIONS } from './shopDatabase.js';
import { selectPaymentProvider } from './modules/payments/index.js';
import { comfyuiProxy } from './modules/staff/index.js';
import { apiRoutes } from './apiRoutes.js';
import { openCountryLookup } from './modules/geo/index.js';
import { databaseWindowCounter, memoryWindowCounter } from './platform/security/requestLimits.js';
import { shellRoutes, routeRenderer, contentSecurityPolicy, staticFiles, liveBuilds } from './modules/storefront/index.js';
import { seedDatabase } from './seedDatabase.js';
import { openLiveStore } from './modules/releases/index.js';
import type { ObjectStore } from './platform/storage/objectStore.js';
import { createWorkPool, type WorkPool } from './modules/work/index.js';
import type { JobEngine } from './platform/jobs/jobEngine.js';
import { runShopJobs } from './shopJobs.js';
import { createShopMetrics } from './platform/operations/metrics.js';
import { metricsRoutes } from './platform/operations/metricsRoutes.js';
import { databaseCheck, type ReadinessCheck } from './platform/operations/readiness.js';
import { addRequestMetrics } from './platform/operations/requestMetrics.js';
import { loggerOptions } from './platform/http/logRedaction.js';

/**
 * The powerful browser features the shop never uses, off for its pages and anything they embed; the
 * microphone for its own pages only (a family reads the book aloud), never for an embed.
 */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(self), midi=(), usb=(), browsing-topics=()';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's database, for the staff tools and the tests. */
    db: Db;
    /** NODE_ENV=production (config.server.production): cookies always Secure. */
    production: boolean;
    /** The data folder (the SQLite database, generated secrets; the files too when no bucket is configured). */
    dataDir: string;
    /** Where photos, generated pictures, print PDFs and the outbox are kept. */
    storage: ObjectStore;
    /** The job queue and its workers. */
    jobs: JobEngine;
    /** The worker threads that do the heavy work. */
    work: WorkPool;
    /** Makes /api/ready answer 503 from now on: the instance is about to stop, the load balancer is to send it no more. */
    stopServing(): void;
  }
}

/**
 * How long a client may take: see buildApp. Headers must arrive within 15 s. Node checks the header and
 * request deadlines only every `connectionsCheckingInterval` (30 s by default, which let a slow sender
 * hold a socket for about 38 s): every second here.
 */
export const SLOW_SENDER = { requestMs: 60_000, headersMs: 15_000, idleMs: 120_000, keepAliveMs: 65_000, checkingMs: 1_000 };

/** The storefront on one origin: shell, remotes, remotes document and the API under /api. */
export async function buildApp(
  config: Config,
  // `slowSender` only shortens the deadlines, for a test to watch them act.
  options: { logStream?: { write(line: string): void }; slowSender?: Partial<typeof SLOW_SENDER> } = {},
) {
  const slowSender = { ...SLOW_SENDER, ...options.slowSender };
  const app = Fastify({
    logger: loggerOptions(config.server.logLevel, options.logStream),
    // Only configured proxies are believed about the client's address; by default the socket's counts.
    trustProxy: config.server.trustedProxies.length ? config.server.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // A slow sender cannot hold a connection: a whole request within a minute (a photo over a weak phone
    // line), idle sockets closed after two, and keep-alive a little longer than a load balancer's usual 60 s.
    requestTimeout: slowSender.requestMs,
    connectionTimeout: slowSender.idleMs,
    keepAliveTimeout: slowSender.keepAliveMs,
    http: { headersTimeout: slowSender.headersMs, connectionsCheckingInterval: slowSender.checkingMs },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  });
  const platform = await openPlatform(config, { workerName: 'embedded', log: app.log, migrations: SHOP_MIGRATIONS, queues: SHOP_QUEUES });
  const { database, storage, jobs, keys } = platform;
  await seedDatabase(database.db);
  // One registry per app, so several apps in one process each count their own.
  const metrics = createShopMetrics({ queueDepth: () => jobs.depth(), processMetrics: config.operations.metrics });
  app.decorateRequest('routeLabel', null);
  if (config.operations.metrics) addRequestMetrics(app, metrics);
  let serving = true;
  const readinessChecks: ReadinessCheck[] = [
    databaseCheck(database.db),
    { name: 'storage', check: () => storage.check() },
    { name: 'jobs', check: () => jobs.check() },
    {
      name: 'serving',
      check: async () => {
        if (!serving) throw new Error('the instance is stopping');
      },
    },
  ];
  const work = createWorkPool({ threads: config.generation.workThreads });
  // With PAGE_WORKERS=0 separate worker processes (npm run worker -w api) do every job.
  if (config.generation.pageWorkers > 0)
    await runShopJobs(jobs, { config, platform, work, log: app.log, metrics }, config.generation.pageWorkers);
  // Instances sharing PostgreSQL read the live releases from it, so a switch reaches them all together.
  const liveStore = await openLiveStore(config.releases.releasesDir, database.dialect === 'postgres' ? database.db : null);
  const live = await liveStore.watch(app.log);
  app.addHook('onClose', async () => {
    live.stop();
    // The jobs stop first (running ones finish), then what they used.
    await platform.close();
    await work.close();
  });
  const { db } = database;
  app.decorate('db', db);
  app.decorate('production', config.server.production);
  app.decorate('dataDir', config.storage.dataDir);
  app.decorate('storage', storage);
  app.decorate('jobs', jobs);
  app.decorate('work', work);
  app.decorate('stopServing', () => void (serving = false));
  const { provider, sandboxSign } = await selectPaymentProvider(config.payments, db, config.storage.dataDir);
  // Rate limits and render budgets: in the database that instances share, so they count together.
  const counter = database.dialect === 'postgres' ? databaseWindowCounter(db) : memoryWindowCounter();

  app.setErrorHandler(answerError);

  // The Content-Security-Policy governs documents, so it is sent with the shell's page (shellRoutes).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie, { secret: keys['session-cookie'] });
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Hero Tales storefront API', version: '1.0.0' }, servers: [{ url: '/' }] },
    hideUntagged: false,
  });
  const countryOf = await openCountryLookup();
  await app.register(apiRoutes, {
    config,
    db,
    keys,
    provider,
    sandboxSign,
    work,
    storage,
    // One process counts in memory; instances sharing a PostgreSQL database count there, together.
    counter,
    countryOf,
    jobs,
    readinessChecks,
    metrics,
  });

  if (config.operations.metrics) await app.register(metricsRoutes, { metrics, token: config.operations.metricsToken });
  await app.register(comfyuiProxy, { generation: config.generation, staffKey: keys.staff, counter });
  const { storefront } = config;
  const builds = liveBuilds(storefront, config.releases.releasesDir, live);
  await app.register(staticFiles, { storefront, builds });
  const settings = {
    checkoutScriptUrl: provider.checkoutScriptUrl,
    contentSecurityPolicy: contentSecurityPolicy(storefront, provider),
    siteOrigin: config.server.siteOrigin,
  };
  const render = routeRenderer(app, storefront, builds, { settings: config.geo, countryOf }, counter);
  await app.register(shellRoutes, { storefront, origin: publicOrigin(config.server), settings, builds, render });
  return app;
}
