import { sql, type Kysely } from 'kysely';
import { queueWaitingWork } from '../../../platform/jobs/migrations/011_queued_jobs.js';

/** Emails waiting to be sent go to the job queue. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await queueWaitingWork(db, {
    queue: 'email',
    key: 'email_id',
    payload: sql`'{"emailId":"' || email_id || '"}'`,
    table: 'emails',
    where: sql`status = 'pending'`,
  });
}

// Nothing to undo here: the jobs moved go with the queue's table, which the platform's part drops.
export async function down(): Promise<void> {}
