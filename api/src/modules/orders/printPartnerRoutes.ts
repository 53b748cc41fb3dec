import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { PrintPartnerName } from '../catalogue/index.js';
import { applyPrintStatus, type PrintSending } from './printJobs.js';

/** Where a print partner delivers its webhooks (its state changes), under /api: each partner its own. */
export const printWebhookPath = (partner: Exclude<PrintPartnerName, 'files'>) => `/print-partners/${partner}/webhook`;

/**
 * POST /api/print-partners/{partner}/webhook: a print partner's word on a job, taken only with its
 * signature over the raw body (or its token), or asked of the partner when the delivery only names
 * the job; only about a job sent to that partner. A delivery about a job the shop does not know is
 * answered 200 all the same: the partner stops delivering to an address that keeps failing.
 */
export const printPartnerRoutes: FastifyPluginAsync<{ db: Db; jobs: JobQueue; sending: PrintSending }> = async (
  app,
  { db, jobs, sending },
) => {
  // The signature is over the bytes sent, so this plugin's JSON is kept as bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  for (const partner of [sending.partners.lulu, sending.partners.gelato]) {
    if (!partner || partner.name === 'files') continue;
    app.post<{ Body: Buffer }>(printWebhookPath(partner.name), async (request, reply) => {
      const reading = partner.readWebhook(request.body, request.headers);
      if (reading.kind === 'unsigned') return reply.code(401).send({ detail: 'Webhook signature is missing or invalid' });
      if (reading.kind === 'unreadable') return reply.code(400).send({ detail: 'Webhook body is not a delivery the partner sends' });
      if (reading.kind === 'ignored') return { received: true };
      const jobId = reading.kind === 'status' ? reading.status.jobId : reading.jobId;
      const job = await db
        .selectFrom('print_jobs')
        .select('request_uuid')
        .where('partner', '=', partner.name)
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      if (!job) {
        request.log.warn({ jobId, partner: partner.name }, 'print partner webhook about a job the shop does not know');
        return { received: true };
      }
      const status = reading.kind === 'status' ? reading.status : await partner.status(jobId);
      await applyPrintStatus(db, jobs, sending, job.request_uuid, status);
      return { received: true };
    });
  }
};
