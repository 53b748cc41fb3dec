/**
 * A worker process, for scaling out: run several (`npm run worker -w api`) against the shop's
 * database and storage, and start the storefront instances with PAGE_WORKERS=0. It works every job
 * queue (pages, print PDFs, emails, the hourly sweep): on PostgreSQL through pg-boss, so a job runs
 * on one worker at a time and one whose worker died is tried again. With METRICS=true it serves its
 * own /metrics and /health on METRICS_PORT.
 */
import { hostname } from 'node:os';
import { useProjectFonts } from 'story-art';
import Fastify from 'fastify';
import { startupConfig } from './shopSettings.js';
import { openPlatform } from './platform/openPlatform.js';
import { SHOP_QUEUES } from './shopQueues.js';
import { SHOP_MIGRATIONS } from './shopDatabase.js';
import { runShopJobs } from './shopJobs.js';
import { createShopMetrics } from './platform/operations/metrics.js';
import { startMetricsServer } from './platform/operations/metricsServer.js';
import { createWorkPool } from './modules/work/index.js';
import { keepFilesPrivate } from './platform/files/privateFiles.js';
import { loggerOptions } from './platform/http/logRedaction.js';

keepFilesPrivate();
// Before anything draws: the pictures' words in the project's own fonts, on every machine.
useProjectFonts();
const config = startupConfig();
const { server, generation, operations } = config;
// Fastify's logger alone: the same JSON lines as the storefront's.
const log = Fastify({ logger: loggerOptions(server.logLevel) ?? { level: 'silent' } }).log;
const platform = await openPlatform(config, {
  workerName: `worker-${hostname()}-${process.pid}`,
  log,
  migrations: SHOP_MIGRATIONS,
  queues: SHOP_QUEUES,
});
const { storage, jobs } = platform;
const work = createWorkPool({ threads: generation.workThreads });
// This process's jobs are counted here: the storefront's /metrics cannot see them.
const metrics = operations.metrics ? createShopMetrics({ queueDepth: () => jobs.depth(), processMetrics: true }) : undefined;
const metricsServer = metrics
  ? await startMetricsServer({ host: server.host, port: operations.metricsPort, metrics, token: operations.metricsToken })
  : null;
if (metricsServer) log.info(`worker metrics at ${metricsServer.url}/metrics`);
await runShopJobs(jobs, { config, platform, work, log, metrics }, generation.workerConcurrency);
log.info(`worker ${process.pid} started: ${generation.workerConcurrency} page slot(s) on ${jobs.name}, files in ${storage.description}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      // The jobs stop first (running ones finish), then what they used.
      await platform.close();
      await work.close();
      await metricsServer?.close();
      process.exit(0);
    })();
  });
}
