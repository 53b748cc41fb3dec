import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { OpenedDatabase } from '../../db/openDatabase.js';
import { comfyuiGenerator } from '../generators/comfyuiGenerator.js';
import { embeddedGenerator } from '../generators/embeddedGenerator.js';
import { requeueJobsOf } from './pageJobQueue.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import type { WorkPool } from '../../work/workPool.js';
import { startPageWorkers, type PageWorkers, type WorkerSettings } from './pageWorkers.js';

export const EMBEDDED_PREFIX = 'embedded-';

/**
 * Workers draw with the ComfyUI server when one is configured, else on this machine's CPU: in the
 * work pool's threads when given one (inside the server), else on the worker process's own thread.
 */
export function workerSettings(
  config: ServerConfig,
  database: OpenedDatabase,
  storage: ObjectStore,
  log: WorkerSettings['log'],
  work?: WorkPool,
): WorkerSettings {
  const generator = config.comfyuiUrl ? comfyuiGenerator(config.comfyuiUrl) : (work?.generator() ?? embeddedGenerator());
  return { db: database.db, dialect: database.dialect, generator, storage, options: config.pageOptions, log };
}

/**
 * The default: page workers inside the server process. Jobs they were running when the process
 * stopped are queued again first. With PAGE_WORKERS=0 separate worker processes (dist/worker.js) do it.
 */
export async function startEmbeddedWorkers(
  config: ServerConfig,
  database: OpenedDatabase,
  storage: ObjectStore,
  work: WorkPool,
  log: FastifyBaseLogger,
): Promise<PageWorkers | null> {
  if (config.pageWorkers === 0) return null;
  const requeued = await requeueJobsOf(database.db, EMBEDDED_PREFIX);
  if (requeued) log.info({ requeued }, 'page jobs interrupted by the last stop are queued again');
  return startPageWorkers(workerSettings(config, database, storage, log, work), {
    concurrency: config.pageWorkers,
    idPrefix: EMBEDDED_PREFIX,
  });
}
