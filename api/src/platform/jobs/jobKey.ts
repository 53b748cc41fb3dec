import type { JobPayloads, QueueName } from './queues.js';

/** One key per record a job works on: a job queued again while one waits is the same job. */
export const jobKey = <Q extends QueueName>(queue: Q, payload: JobPayloads[Q]) => [queue, ...Object.values(payload)].join(':');
