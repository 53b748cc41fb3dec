import { lockAcrossInstances } from '../db/instanceLock.js';
import type { OpenedDatabase } from '../db/openDatabase.js';
import { embeddedEngine } from './embeddedEngine.js';
import type { JobEngine } from './jobEngine.js';
import type { JobPayloads, QueueName, QueuePolicies } from './queues.js';

export interface JobEngineSettings {
  database: Pick<OpenedDatabase, 'db' | 'dialect'>;
  databaseUrl: string | null;
  /** This process's name on the jobs it holds (embedded queue). */
  workerName: string;
  /** Every queue with its retries and timeout (shorter ones in tests). */
  policies: QueuePolicies;
  /** How often the engine looks for jobs whose worker died (pg-boss). */
  maintenanceIntervalSeconds?: number;
  log: { error(object: object, message: string): void };
}

/**
 * pg-boss on PostgreSQL, else the embedded queue. On PostgreSQL, jobs still in the embedded queue
 * table (queued before the shop moved to the engine) are handed to it first, so none is lost.
 */
export async function openJobEngine({
  database,
  databaseUrl,
  workerName,
  policies,
  maintenanceIntervalSeconds,
  log,
}: JobEngineSettings): Promise<JobEngine> {
  if (database.dialect === 'sqlite' || !databaseUrl) return embeddedEngine(database.db, { workerName, policies, log });
  // pg-boss and its driver are loaded only by the instances that use them.
  const { pgBossEngine } = await import('./pgBossEngine.js');
  return database.db.transaction().execute(async (trx) => {
    // pg-boss creating the same queues from several instances at once can deadlock (found by
    // bench:scale on a new database): instances starting together open the engine one at a time.
    await lockAcrossInstances(trx, 'job-engine');
    const engine = await pgBossEngine(databaseUrl, { policies, maintenanceIntervalSeconds, log });
    const waiting = await trx.deleteFrom('queued_jobs').returning(['queue', 'payload']).execute();
    for (const job of waiting) await engine.enqueue(trx, job.queue as QueueName, JSON.parse(job.payload) as JobPayloads[QueueName]);
    return engine;
  });
}
