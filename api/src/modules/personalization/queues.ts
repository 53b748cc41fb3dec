import type { QueuePolicy } from '../../platform/jobs/queues.js';

declare module '../../platform/jobs/queues.js' {
  interface JobPayloads {
    /**
     * Draws one page's picture options (page_jobs), or a preview's own front cover for its present hero unless it is
     * drawn for it already (book_previews): one queue for every picture, so they are drawn strictly by priority.
     */
    page: { jobId: string } | { cover: string };
    /** A cover queued by an earlier version, drawn as `page`'s are. */
    cover: { requestUuid: string };
  }
}

/** A picture is quick and a visitor waits for it. */
export const PERSONALIZATION_QUEUES: Record<'page' | 'cover', QueuePolicy> = {
  page: { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60, holds: 'short' },
  cover: { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60, holds: 'short' },
};
