import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.js';
import type { JobEngine, JobHandler, JobHandlers } from './jobEngine.js';
import type { JobPayloads, QueueName, QueuePolicies } from './queues.js';
import { jobKey } from './jobKey.js';

export interface PgBossEngineOptions {
  /** How often one of the instances looks for jobs whose worker died (their timeout passed). */
  maintenanceIntervalSeconds?: number;
  /** The queues' retries and timeouts (shorter ones in tests). */
  policies: QueuePolicies;
  log: { error(object: object, message: string): void };
}

/** pg-boss runs its statements through this: here, the caller's transaction. */
const inTransaction = (db: Db) => ({
  executeSql: async (text: string, values: unknown[]) => db.executeQuery(CompiledQuery.raw(text, values)),
});

/**
 * Jobs on pg-boss, an established PostgreSQL job engine, in its own schema of the shop's database:
 * jobs are fetched with row locks (SKIP LOCKED), so each runs on one worker at a time, whichever
 * instance or worker process it is; failures are retried with backoff; a job whose worker died is
 * tried again when its queue's timeout passes.
 */
/**
 * Creates a queue with its policy. pg-boss cannot change a queue's policy, so a queue made by an earlier
 * version with another is made again while nothing is in it, and kept (with a warning) until then.
 */
async function ensureQueue(
  boss: PgBoss,
  pool: pg.Pool,
  queue: QueueName,
  options: Parameters<PgBoss['createQueue']>[1] & { policy: string },
  log: PgBossEngineOptions['log'],
) {
  const existing = await boss.getQueue(queue);
  if (existing && existing.policy !== options.policy) {
    const { rows } = await pool.query<{ jobs: number }>(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1 AND state < 'completed'",
      [queue],
    );
    if (rows[0].jobs > 0) {
      log.error({ queue, policy: existing.policy, wanted: options.policy }, 'queue kept with its old policy while jobs wait in it');
      return;
    }
    await boss.deleteQueue(queue);
  }
  await boss.createQueue(queue, options);
}

/** One job at a time per slot, with its attempt count, the queue looked at twice a second. */
const WORK_OPTIONS = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 } as const;

export async function pgBossEngine(
  databaseUrl: string,
  { maintenanceIntervalSeconds = 15, policies, log }: PgBossEngineOptions,
): Promise<JobEngine> {
  const queueNames = Object.keys(policies) as QueueName[];
  // The engine owns pg-boss's pool: pg-boss ending its own pool strands a worker that is waiting for a
  // connection, and the check that would forget that worker then runs for as long as the process does.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'herotales-jobs' });
  pool.on('error', (error) => log.error({ error: error.message }, 'job engine connection error'));
  // Jobs whose worker died are failed (and so retried) on pg-boss's supervise and monitor passes.
  const intervals = {
    maintenanceIntervalSeconds,
    superviseIntervalSeconds: maintenanceIntervalSeconds,
    monitorIntervalSeconds: maintenanceIntervalSeconds,
  };
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, ...intervals });
  boss.on('error', (error) => log.error({ error: error.message }, 'job engine error'));
  await boss.start();
  for (const queue of queueNames) {
    const policy = policies[queue];
    const options = {
      name: queue,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    };
    await ensureQueue(boss, pool, queue, { ...options, policy: policy.holds ?? 'standard' }, log);
    await boss.updateQueue(queue, options);
  }
  const workerIds: string[] = [];

  return {
    name: 'pg-boss',
    async enqueue(db, queue, payload, options) {
      const job = { data: payload, startAfter: options?.startAfter, priority: options?.priority ?? 0 };
      const keyed = policies[queue].holds === 'short' ? { singletonKey: jobKey(queue, payload) } : {};
      await boss.insert(queue, [{ ...job, ...keyed }], { db: inTransaction(db) });
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async work(handlers: JobHandlers, concurrency) {
      for (const queue of queueNames) {
        const handler = handlers[queue] as JobHandler<typeof queue> | undefined;
        if (!handler) continue;
        for (let slot = 0; slot < (concurrency[queue] ?? 1); slot += 1) {
          const id = await boss.work<JobPayloads[typeof queue], unknown, typeof WORK_OPTIONS>(queue, WORK_OPTIONS, async ([job]) =>
            handler(job.data, { number: job.retryCount + 1, final: job.retryCount >= job.retryLimit, priority: job.priority }),
          );
          workerIds.push(id);
        }
      }
    },
    async repeatHourly(queue, payload) {
      // pg-boss keeps schedules in the database and fires each once, whichever instances are running.
      await boss.schedule(queue, '0 * * * *', payload);
      await boss.send(queue, payload);
    },
    async depth() {
      // Counted now, not pg-boss's queue statistics (which its monitor refreshes now and then).
      const { rows } = await pool.query<{ name: string; jobs: number }>(
        "SELECT name, count(*)::int AS jobs FROM pgboss.job WHERE state < 'completed' GROUP BY name",
      );
      const counted = new Map(rows.map((row) => [row.name, row.jobs]));
      return Object.fromEntries(queueNames.map((queue) => [queue, counted.get(queue) ?? 0])) as Record<QueueName, number>;
    },
    async check() {
      await boss.getDb().executeSql('SELECT 1', []);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 30_000 });
      // Each worker stops once the statement it is in returns; pg-boss's graceful stop has cleared its
      // own timers by then, so once the pool is settled no timer of the engine's is left behind
      // (jobEngine.test.ts: the process exits at once after stop()).
      while (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) await sleep(50);
      await pool.end();
    },
  };
}
