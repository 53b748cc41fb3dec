/**
 * A worker that takes one print-PDF job and never finishes it: killed by a test, it stands for a
 * worker process that died holding a job. It says "holding" when it has the job.
 */
import { openDatabase } from '../db/openDatabase.js';
import { openJobEngine } from '../jobs/openJobEngine.js';
import { SHORT_JOB_POLICIES } from './shortJobPolicies.js';

const databaseUrl = process.env.DATABASE_URL ?? null;
const database = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR! });
const engine = await openJobEngine({ database, databaseUrl, workerName: 'hanging', policies: SHORT_JOB_POLICIES, log: console });
await engine.work(
  {
    'book-pdf': async () => {
      process.stdout.write('holding\n');
      await new Promise(() => undefined);
    },
  },
  { 'book-pdf': 1 },
);
