import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { QueuedJobsTable } from './tables.js';
import type { JobEngine, JobHandler, JobHandlers } from './jobEngine.js';
import { jobKey } from './jobKey.js';
import { retryDelaySeconds, type JobPayloads, type QueueName, type QueuePolicies } from './queues.js';

const at = (ms: number) => new Date(ms).toISOString();

export interface EmbeddedEngineOptions {
  /** Names this process's hold on the jobs it runs; the server's own is always the same name. */
  workerName: string;
  /** How often idle workers look for due jobs. */
  pollMs?: number;
  /** The queues' retries and timeouts (shorter ones in tests). */
  policies: QueuePolicies;
  log: { error(object: object, message: string): void };
}

/**
 * The job queue of the embedded database: a table worked by this process (and by worker processes
 * on the same file). A claim is one UPDATE, which SQLite runs alone, so no job is taken twice; a
 * job held past its queue's timeout (its process died) is taken again. A waiting job's id is its key
 * (jobKey): queued again, it is the same job; a claim gives the running job an id of its own.
 */
export function embeddedEngine(db: Db, { workerName, pollMs = 500, policies, log }: EmbeddedEngineOptions): JobEngine {
  let running = true;
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  const sleepers = new Set<() => void>();
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const wake = () => [...sleepers].forEach((wakeOne) => wakeOne());

  const queueNames = Object.keys(policies) as QueueName[];

  async function claim(queue: QueueName): Promise<QueuedJobsTable | undefined> {
    const now = Date.now();
    const due = db
      .selectFrom('queued_jobs')
      .select('job_id')
      .where('queue', '=', queue)
      .where('run_at', '<=', at(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at(now))]))
      .orderBy('priority', 'desc')
      .orderBy('run_at')
      .limit(1);
    return db
      .updateTable('queued_jobs')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        locked_by: workerName,
        locked_until: at(now + policies[queue].expireInSeconds * 1000),
        // Its key is free again while it runs: the same job queued meanwhile waits to run after it.
        // (Each try adds its mark, so an id is unique however often a job is tried.)
        job_id: sql<string>`job_id || ${`@${workerName}:${now}`}`,
      }))
      .where('job_id', '=', (eb) => eb.selectFrom(due.as('due')).select('due.job_id'))
      .returningAll()
      .executeTakeFirst();
  }

  async function run<Q extends QueueName>(queue: Q, handler: JobHandler<Q>, job: QueuedJobsTable): Promise<void> {
    const final = job.attempts > policies[queue].retryLimit;
    // Only while the job is still this worker's: one taken over after its timeout belongs to the other.
    const held = { job_id: job.job_id, locked_by: workerName };
    try {
      await handler(JSON.parse(job.payload) as JobPayloads[Q], { number: job.attempts, final, priority: job.priority });
      await db.deleteFrom('queued_jobs').where('job_id', '=', held.job_id).where('locked_by', '=', held.locked_by).execute();
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      if (final) await db.deleteFrom('queued_jobs').where('job_id', '=', held.job_id).where('locked_by', '=', held.locked_by).execute();
      else
        await db
          .updateTable('queued_jobs')
          .set({
            run_at: at(Date.now() + retryDelaySeconds(policies[queue], job.attempts) * 1000),
            locked_by: null,
            locked_until: null,
            last_error: message,
          })
          .where('job_id', '=', held.job_id)
          .where('locked_by', '=', held.locked_by)
          .execute();
      log.error({ queue, job: job.job_id, attempt: job.attempts, final, error: message }, 'job failed');
    }
  }

  const engine: JobEngine = {
    name: 'embedded queue',
    async enqueue(transaction, queue, payload, options) {
      const now = at(Date.now());
      await transaction
        .insertInto('queued_jobs')
        .values({
          job_id: jobKey(queue, payload),
          queue,
          payload: JSON.stringify(payload),
          attempts: 0,
          run_at: options?.startAfter ? at(options.startAfter.getTime()) : now,
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: now,
          priority: options?.priority ?? 0,
        })
        .onConflict((oc) => oc.column('job_id').doNothing())
        .execute();
    },
    wake,
    async work(handlers: JobHandlers, concurrency) {
      // This worker's jobs left by its last run are due again now: nothing of it is running any more.
      await db.updateTable('queued_jobs').set({ locked_by: null, locked_until: null }).where('locked_by', '=', workerName).execute();
      for (const queue of queueNames) {
        const handler = handlers[queue] as JobHandler<typeof queue> | undefined;
        if (!handler) continue;
        for (let slot = 0; slot < (concurrency[queue] ?? 1); slot += 1) {
          loops.push(
            (async () => {
              while (running) {
                let job: QueuedJobsTable | undefined;
                try {
                  job = await claim(queue);
                } catch (error) {
                  log.error({ queue, error: (error as Error).message }, 'could not take a job');
                }
                if (job) await run(queue, handler, job);
                else await sleep();
              }
            })(),
          );
        }
      }
    },
    async repeatHourly(queue, payload) {
      const queueNow = () =>
        engine.enqueue(db, queue, payload).catch((error: Error) => log.error({ queue, error: error.message }, 'could not queue a job'));
      await queueNow();
      const timer = setInterval(() => void queueNow(), 60 * 60 * 1000);
      timer.unref();
      timers.push(timer);
    },
    async depth() {
      const rows = await db
        .selectFrom('queued_jobs')
        .select(['queue', (eb) => eb.fn.countAll<number>().as('jobs')])
        .groupBy('queue')
        .execute();
      const depth = Object.fromEntries(queueNames.map((queue) => [queue, 0])) as Record<QueueName, number>;
      for (const row of rows) if (row.queue in depth) depth[row.queue as QueueName] = Number(row.jobs);
      return depth;
    },
    async check() {
      await db.selectFrom('queued_jobs').select('job_id').limit(1).execute();
    },
    async stop() {
      running = false;
      timers.forEach(clearInterval);
      wake();
      await Promise.all(loops);
    },
  };
  return engine;
}
