import { sql, type Kysely } from 'kysely';

/**
 * The embedded database's job queue (on PostgreSQL an established job engine keeps its own), with
 * the work that was waiting in the record tables' own queues when this version arrived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queued_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('queued_jobs_run_at').on('queued_jobs').columns(['queue', 'run_at']).execute();
  const now = new Date().toISOString();
  const waiting = (queue: string, key: string, payload: ReturnType<typeof sql>, table: string, where: ReturnType<typeof sql>) =>
    sql`insert into queued_jobs (job_id, queue, payload, attempts, run_at, created_at)
        select ${queue} || ':' || ${sql.ref(key)}, ${queue}, ${payload}, 0, ${now}, ${now} from ${sql.table(table)} where ${where}`.execute(
      db,
    );
  await waiting('page', 'job_id', sql`'{"jobId":"' || job_id || '"}'`, 'page_jobs', sql`status in ('queued', 'processing', 'completed')`);
  await waiting('email', 'email_id', sql`'{"emailId":"' || email_id || '"}'`, 'emails', sql`status = 'pending'`);
  await waiting('book-pdf', 'request_uuid', sql`'{"requestUuid":"' || request_uuid || '"}'`, 'book_pdfs', sql`status = 'pending'`);
  // Which worker holds a page, and until when, is the job engine's business now.
  await db.schema.alterTable('page_jobs').dropColumn('worker_id').execute();
  await db.schema.alterTable('page_jobs').dropColumn('lease_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_jobs').addColumn('worker_id', 'text').execute();
  await db.schema.alterTable('page_jobs').addColumn('lease_until', 'text').execute();
  await db.schema.dropTable('queued_jobs').execute();
}
