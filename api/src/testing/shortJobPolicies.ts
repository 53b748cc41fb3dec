import type { QueuePolicies } from '../platform/jobs/queues.js';
import { SHOP_QUEUES } from '../shopQueues.js';

/** Retries and timeouts short enough for a test to see them happen. */
export const SHORT_JOB_POLICIES: QueuePolicies = {
  ...SHOP_QUEUES,
  email: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 },
  'book-pdf': { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 2 },
};
