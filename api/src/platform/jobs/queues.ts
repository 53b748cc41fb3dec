/**
 * What each queue's job carries: the key of the record it works on, never the work itself. Empty here:
 * each module adds its queues by declaration merging, beside the code that queues them (as it declares
 * its tables), and the composition root hands the engine every queue's policy.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface JobPayloads {}

export type QueueName = keyof JobPayloads;

export interface QueuePolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits twice as long. */
  retryDelaySeconds: number;
  /** A job running longer is taken as lost with its worker (the process died) and tried again. */
  expireInSeconds: number;
  /**
   * How the queue holds its jobs on pg-boss (the embedded queue keeps one job per key anyway):
   * `singleton`, one at a time (a sweep run by one worker is enough); `short`, a job asked for again
   * while the same one waits is that job (its key, as jobKey makes it), and one asked for while it
   * runs waits to run after, so no change is missed. Unset: pg-boss's standard queue.
   */
  holds?: 'singleton' | 'short';
}

/** Every queue's policy. */
export type QueuePolicies = Record<QueueName, QueuePolicy>;

/** Seconds before retry number `retry` (1 for the first): the delay doubles each time. */
export const retryDelaySeconds = (policy: QueuePolicy, retry: number) => policy.retryDelaySeconds * 2 ** (retry - 1);
