import type { QueuePolicy } from '../../platform/jobs/queues.js';

declare module '../../platform/jobs/queues.js' {
  interface JobPayloads {
    /** Builds one order's print-ready PDF (book_pdfs). */
    'book-pdf': { requestUuid: string };
    /** Sends one built book to the print partner (print_jobs). */
    'print-job': { requestUuid: string };
    /** Asks the print partner about the jobs it has not finished. */
    'print-status-poll': Record<string, never>;
  }
}

export const ORDER_QUEUES: Record<'book-pdf' | 'print-job' | 'print-status-poll', QueuePolicy> = {
  // A book is slow to build.
  'book-pdf': { retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 300 },
  // The partner validates both files before it takes a job: minutes, not seconds.
  'print-job': { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 900 },
  'print-status-poll': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 900, holds: 'singleton' },
};
