/** What each queue's job carries: the key of the record it works on, never the work itself. */
export interface JobPayloads {
  /**
   * Draws one page's picture options (page_jobs), or a preview's own front cover for its present hero unless it is
   * drawn for it already (book_previews): one queue for every picture, so they are drawn strictly by priority.
   */
  page: { jobId: string } | { cover: string };
  /** A cover queued by an earlier version, drawn as `page`'s are. */
  cover: { requestUuid: string };
  /** Builds one order's print-ready PDF (book_pdfs). */
  'book-pdf': { requestUuid: string };
  /** Sends one built book to the print partner (print_jobs). */
  'print-job': { requestUuid: string };
  /** Asks the print partner about the jobs it has not finished. */
  'print-status-poll': Record<string, never>;
  /** Sends one stored email (emails). */
  email: { emailId: string };
  /** Ends personal data past its lifetime and gives back expired coupon holds. */
  'personal-data-sweep': Record<string, never>;
}

export type QueueName = keyof JobPayloads;

export interface QueuePolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits twice as long. */
  retryDelaySeconds: number;
  /** A job running longer is taken as lost with its worker (the process died) and tried again. */
  expireInSeconds: number;
}

/** Each queue's retries and timeout: a page is quick and a visitor waits; a book is slow; mail servers recover. */
export const QUEUE_POLICIES: Record<QueueName, QueuePolicy> = {
  page: { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60 },
  cover: { retryLimit: 2, retryDelaySeconds: 2, expireInSeconds: 60 },
  'book-pdf': { retryLimit: 4, retryDelaySeconds: 60, expireInSeconds: 300 },
  // The partner validates both files before it takes a job: minutes, not seconds.
  'print-job': { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 900 },
  'print-status-poll': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 900 },
  email: { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 },
  'personal-data-sweep': { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 900 },
};

export const QUEUE_NAMES = Object.keys(QUEUE_POLICIES) as QueueName[];

/** Seconds before retry number `retry` (1 for the first): the delay doubles each time. */
export const retryDelaySeconds = (policy: QueuePolicy, retry: number) => policy.retryDelaySeconds * 2 ** (retry - 1);
