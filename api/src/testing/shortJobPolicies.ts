import { QUEUE_POLICIES, type QueuePolicy, type QueueName } from '../platform/jobs/queues.js';

/** Retries and timeouts short enough for a test to see them happen. */
export const SHORT_JOB_POLICIES: Record<QueueName, QueuePolicy> = {
  ...QUEUE_POLICIES,
  email: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 },
  'book-pdf': { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 2 },
};
