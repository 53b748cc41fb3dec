import { sql, type Kysely } from 'kysely';
import { queueWaitingWork } from '../../../platform/jobs/migrations/011_queued_jobs.js';

/** Print files waiting to be built go to the job queue. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await queueWaitingWork(db, {
    queue: 'book-pdf',
    key: 'request_uuid',
    payload: sql`'{"requestUuid":"' || request_uuid || '"}'`,
    table: 'book_pdfs',
    where: sql`status = 'pending'`,
  });
}

// Nothing to undo here: the jobs moved go with the queue's table, which the platform's part drops.
export async function down(): Promise<void> {}
