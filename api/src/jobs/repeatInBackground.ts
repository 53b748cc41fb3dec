import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a round of background work every so often, never two rounds at once, without keeping the
 * process alive. The answer stops it, waiting for a round under way.
 */
export function repeatInBackground(round: () => Promise<void>, everyMs: number, log: FastifyBaseLogger, what: string): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = round()
      .catch((error: Error) => log.error({ error: error.message }, `${what} failed`))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
