import type { Db } from '../db/database.js';
import type { JobPayloads, QueueName } from './queues.js';

/** Where a running job stands among its tries. */
export interface JobAttempt {
  /** 1 for the first try. */
  number: number;
  /** No try follows this one if it fails: the handler records the failure for good. */
  final: boolean;
  /** The priority it was queued with. */
  priority: number;
}

/** Does one job; a throw is a failed try, retried with backoff while tries remain. */
export type JobHandler<Q extends QueueName> = (payload: JobPayloads[Q], attempt: JobAttempt) => Promise<void>;

export type JobHandlers = { [Q in QueueName]?: JobHandler<Q> };

/** Queues jobs. */
export interface JobQueue {
  /**
   * Queues a job. Given the transaction that records what the job is about, the job is stored with
   * it: both, or neither. A job given `startAfter` is not taken before then; among due jobs, a higher
   * `priority` is taken first (0 unless given). A job queued while the same one (same queue and
   * payload) waits is that job; one queued while it runs waits to run after it, so a change made
   * meanwhile is never missed.
   */
  enqueue<Q extends QueueName>(
    db: Db,
    queue: Q,
    payload: JobPayloads[Q],
    options?: { startAfter?: Date; priority?: number },
  ): Promise<void>;
  /** Tells this process's idle workers to look now (jobs were queued here). */
  wake(): void;
}

/**
 * The durable job queue and its workers: PostgreSQL's job engine when the shop runs on PostgreSQL,
 * else a queue table in the embedded database, worked by this process.
 */
export interface JobEngine extends JobQueue {
  readonly name: string;
  /** Works the queues given handlers for, each with its number of jobs at once. */
  work(handlers: JobHandlers, concurrency: Partial<Record<QueueName, number>>): Promise<void>;
  /** Queues a job now and at the start of every hour (once for all instances where the engine can tell). */
  repeatHourly<Q extends QueueName>(queue: Q, payload: JobPayloads[Q]): Promise<void>;
  /** Jobs waiting or running, by queue. */
  depth(): Promise<Record<QueueName, number>>;
  /** Throws when the engine cannot be reached (for readiness). */
  check(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
}
