/**
 * A page-generation worker process, for scaling out: run several (`npm run worker -w api`) against
 * the same PostgreSQL database and start the server with PAGE_WORKERS=0. Workers claim jobs with
 * row locks, so no job is done twice; a worker that dies loses its lease and its job is taken over.
 */
import { hostname } from 'node:os';
import { loadConfig } from './config.js';
import { openDatabase } from './db/openDatabase.js';
import { workerSettings } from './personalization/previews/embeddedWorkers.js';
import { startPageWorkers } from './personalization/previews/pageWorkers.js';
import { openObjectStore } from './storage/openObjectStore.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = await openObjectStore(config);
const log = { info: console.log, warn: console.warn, error: console.error };
const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 1);
const workers = startPageWorkers(workerSettings(config, database, storage, log), {
  concurrency,
  idPrefix: `worker-${hostname()}-${process.pid}-`,
});
console.log(`page worker ${process.pid} started with ${concurrency} slot(s) on ${database.dialect}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void workers.stop().then(async () => {
      await database.close();
      process.exit(0);
    });
  });
}
