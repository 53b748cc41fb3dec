/**
 * A worker that takes one print-PDF job and holds it, saying "holding" when it has it. Without an
 * argument it never finishes the job: killed by a test, it stands for a worker process that died
 * holding a job. With `--stop` it stops its engine while holding the job for a moment, says
 * "stopped" when stop() has resolved, and closes the database: the process should then end at once.
 * With `--crowded` as well, forty more workers poll the page queue and the job table is locked for a
 * second as the engine stops, so workers are still waiting for one of its connections when it stops.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openShopDatabase } from '../shopDatabase.js';
import { openJobEngine } from '../platform/jobs/openJobEngine.js';
import { SHORT_JOB_POLICIES } from './shortJobPolicies.js';

const stopping = process.argv.includes('--stop');
const crowded = process.argv.includes('--crowded');
const databaseUrl = process.env.DATABASE_URL ?? null;
const database = await openShopDatabase({ databaseUrl, dataDir: process.env.DATA_DIR! });
const engine = await openJobEngine({ database, databaseUrl, workerName: 'hanging', policies: SHORT_JOB_POLICIES, log: console });
let holding = () => undefined as void;
const held = new Promise<void>((resolve) => (holding = resolve));
await engine.work(
  {
    'book-pdf': async () => {
      process.stdout.write('holding\n');
      holding();
      await (stopping ? sleep(1_200) : new Promise(() => undefined));
    },
    page: async () => undefined,
  },
  { 'book-pdf': 1, page: crowded ? 40 : 0 },
);
if (stopping) {
  await held;
  if (crowded && databaseUrl) await lockJobsForASecond(databaseUrl);
  await engine.stop();
  process.stdout.write('stopped\n');
  await database.close();
}

async function lockJobsForASecond(url: string) {
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE pgboss.job IN ACCESS EXCLUSIVE MODE');
  await sleep(700);
  setTimeout(() => void locker.query('COMMIT').then(() => locker.end()), 1_000);
}
