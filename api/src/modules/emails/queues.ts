import type { QueuePolicy } from '../../platform/jobs/queues.js';

declare module '../../platform/jobs/queues.js' {
  interface JobPayloads {
    /** Sends one stored email (emails). */
    email: { emailId: string };
  }
}

/** Mail servers recover: an email is tried again for minutes. */
export const EMAIL_QUEUES: Record<'email', QueuePolicy> = {
  email: { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 },
};
