import type { QueuePolicy } from '../../platform/jobs/queues.js';

declare module '../../platform/jobs/queues.js' {
  interface JobPayloads {
    /** Ends personal data past its lifetime and gives back expired coupon holds. */
    'personal-data-sweep': Record<string, never>;
  }
}

export const PRIVACY_QUEUES: Record<'personal-data-sweep', QueuePolicy> = {
  'personal-data-sweep': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 900, holds: 'singleton' },
};
