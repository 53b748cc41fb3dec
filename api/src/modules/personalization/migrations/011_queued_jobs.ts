import { sql, type Kysely } from 'kysely';
import { queueWaitingWork } from '../../../platform/jobs/migrations/011_queued_jobs.js';

/** Pages waiting to be drawn go to the job queue, which now keeps which worker holds a page and until when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await queueWaitingWork(db, {
    queue: 'page',
    key: 'job_id',
    payload: sql`'{"jobId":"' || job_id || '"}'`,
    table: 'page_jobs',
    where: sql`status in ('queued', 'processing', 'completed')`,
  });
  await db.schema.alterTable('page_jobs').dropColumn('worker_id').execute();
  await db.schema.alterTable('page_jobs').dropColumn('lease_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_jobs').addColumn('worker_id', 'text').execute();
  await db.schema.alterTable('page_jobs').addColumn('lease_until', 'text').execute();
}
