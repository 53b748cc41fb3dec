/**
 * A worker process, for scaling out: run several (`npm run worker -w api`) against the shop's
 * database and storage, and start the storefront instances with PAGE_WORKERS=0. It works every job
 * queue (pages, print PDFs, emails, the hourly sweep): on PostgreSQL through pg-boss, so a job runs
 * on one worker at a time and one whose worker died is tried again. With METRICS=true it serves its
 * own /metrics and /health on METRICS_PORT.
 */
import { hostname } from 'node:os';
import { useProjectFonts } from 'story-art';
import { startupConfig, publicOrigin } from './platform/config/config.js';
import { openDatabase } from './platform/db/openDatabase.js';
import { openJobEngine } from './platform/jobs/openJobEngine.js';
import { runShopJobs } from './shopJobs.js';
import { createMailer } from './platform/mail/mailer.js';
import { createShopMetrics } from './platform/operations/metrics.js';
import { startMetricsServer } from './platform/operations/metricsServer.js';
import { purposeKeys } from './platform/security/purposeKeys.js';
import { loadSecret } from './platform/security/secrets.js';
import { openObjectStore } from './platform/storage/openObjectStore.js';
import { createWorkPool } from './modules/work/workPool.js';
import Fastify from 'fastify';
import { keepFilesPrivate } from './platform/files/privateFiles.js';
import { loggerOptions } from './platform/http/logRedaction.js';

keepFilesPrivate();
// Before anything draws: the pictures' words in the project's own fonts, on every machine.
useProjectFonts();
const config = startupConfig();
// Fastify's logger alone: the same JSON lines as the storefront's.
const log = Fastify({ logger: loggerOptions(config.logLevel) ?? { level: 'silent' } }).log;
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = await openObjectStore(config);
const jobs = await openJobEngine({ database, databaseUrl: config.databaseUrl, workerName: `worker-${hostname()}-${process.pid}`, log });
const work = createWorkPool({ threads: config.workThreads });
const keys = purposeKeys(await loadSecret(database.db, config.sessionSecret, 'session-secret', config.dataDir));
// This process's jobs are counted here: the storefront's /metrics cannot see them.
const metrics = config.metrics ? createShopMetrics({ queueDepth: () => jobs.depth(), processMetrics: true }) : undefined;
const metricsServer = metrics
  ? await startMetricsServer({ host: config.host, port: config.metricsPort, metrics, token: config.metricsToken })
  : null;
if (metricsServer) log.info(`worker metrics at ${metricsServer.url}/metrics`);
await runShopJobs(
  jobs,
  {
    config,
    db: database.db,
    storage,
    work,
    mailer: createMailer({ smtpUrl: config.smtpUrl, storage, from: config.mailFrom }),
    links: { siteOrigin: publicOrigin(config), key: keys['email-link'] },
    printFileKey: keys['print-files'],
    log,
    metrics,
  },
  config.workerConcurrency,
);
log.info(`worker ${process.pid} started: ${config.workerConcurrency} page slot(s) on ${jobs.name}, files in ${storage.description}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void jobs.stop().then(async () => {
      await metricsServer?.close();
      await work.close();
      await database.close();
      process.exit(0);
    });
  });
}
