import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { applyPrintStatus, type PrintSending } from './printJobs.js';

/** Where the print partner delivers its webhooks (its state changes), under /api. */
export const PRINT_WEBHOOK_PATH = '/print-partner/webhook';

/**
 * POST /api/print-partner/webhook: the print partner's word on a job, taken only with its signature
 * over the raw body (or its token), or asked of the partner when the delivery only names the job. A delivery about a job the shop does not know is answered 200 all the same: the
 * partner stops delivering to an address that keeps failing.
 */
export const printPartnerRoutes: FastifyPluginAsync<{ db: Db; jobs: JobQueue; sending: PrintSending }> = async (
  app,
  { db, jobs, sending },
) => {
  // The signature is over the bytes sent, so this plugin's JSON is kept as bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer }>(PRINT_WEBHOOK_PATH, async (request, reply) => {
    const reading = sending.partner.readWebhook(request.body, request.headers);
    if (reading.kind === 'unsigned') return reply.code(401).send({ detail: 'Webhook signature is missing or invalid' });
    if (reading.kind === 'ignored') return { received: true };
    const jobId = reading.kind === 'status' ? reading.status.jobId : reading.jobId;
    const job = await db.selectFrom('print_jobs').select('request_uuid').where('job_id', '=', jobId).executeTakeFirst();
    if (!job) {
      request.log.warn({ jobId }, 'print partner webhook about a job the shop does not know');
      return { received: true };
    }
    const status = reading.kind === 'status' ? reading.status : await sending.partner.status(jobId);
    await applyPrintStatus(db, jobs, sending, job.request_uuid, status);
    return { received: true };
  });
};
