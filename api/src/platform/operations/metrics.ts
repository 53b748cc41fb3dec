import type { QueueName } from '../jobs/queues.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a background job ended: done, or failed (whether or not it is tried again). */
export type JobOutcome = 'done' | 'failed';

/**
 * What became of a payment the shop was told about: paid (counted once per payment, however many
 * times it is confirmed), failed (each failure reported by the provider or the payer's browser),
 * signature_rejected (a confirmation or webhook whose signature did not verify), order_changed (paid
 * money whose order changed meanwhile: support must act), amount_mismatch (a webhook's amount is not
 * the order's).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'signature_rejected' | 'order_changed' | 'amount_mismatch';

/** Waiting jobs per queue, read when metrics are scraped. */
export type QueueDepth = () => Promise<Record<string, number>>;

/** What the shop's work reports; one per process, handed to where the work is done. */
export interface ShopMetrics {
  observeJob(queue: QueueName, seconds: number, outcome: JobOutcome): void;
  /** Time to draw one page (all its picture options). */
  observePageGeneration(seconds: number): void;
  countPayment(outcome: PaymentOutcome): void;
  /** A print job reaching a state at its partner (a refusal alerts). */
  countPrintState(state: string): void;
}

/** The metrics of one app or worker, with what serves them. */
export interface ServedMetrics extends ShopMetrics {
  /** `route` is the route's pattern, never the address asked for, so the series stay few. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  readonly contentType: string;
  /** The text format Prometheus scrapes. */
  text(): Promise<string>;
}

/** Seconds since a `performance.now()` reading. */
export const secondsSince = (startedMs: number) => (performance.now() - startedMs) / 1000;

// Emails take well under a second, a page some seconds, a print PDF up to minutes.
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];
const PAGE_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/**
 * A registry of its own, not prom-client's global one, so that several apps in one process (the
 * tests, a second instance) each count their own. `processMetrics` adds the process's CPU, memory,
 * event-loop lag and garbage collection, which monitor the process from then on: ask for them once
 * per process that is scraped.
 */
export function createShopMetrics({
  queueDepth,
  processMetrics = false,
}: { queueDepth?: QueueDepth; processMetrics?: boolean } = {}): ServedMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a background job took, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const pageSeconds = new Histogram({
    name: 'page_generation_seconds',
    help: 'Time to draw one page of a book preview, all its options',
    buckets: PAGE_BUCKETS,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Payments by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const printJobs = new Counter({
    name: 'print_jobs_total',
    help: "Print jobs reaching a state at the print partner; 'rejected' and 'cancelled' need the staff",
    labelNames: ['state'] as const,
    registers: [registry],
  });
  if (queueDepth) {
    new Gauge({
      name: 'queue_depth',
      help: 'Jobs not done yet, by queue',
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        // A database that cannot answer leaves the series out rather than failing the whole scrape;
        // /api/ready reports the database itself.
        const depths = await queueDepth().catch(() => ({}));
        for (const [queue, waiting] of Object.entries(depths)) this.set({ queue }, waiting);
      },
    });
  }
  return {
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeJob: (queue, seconds, outcome) => jobSeconds.observe({ queue, outcome }, seconds),
    observePageGeneration: (seconds) => pageSeconds.observe(seconds),
    countPayment: (outcome) => payments.inc({ outcome }),
    countPrintState: (state) => printJobs.inc({ state }),
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}
