import type { Kysely } from 'kysely';

/** Book previews and their page-generation jobs, durable across restarts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_previews')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey().references('book_requests.request_uuid'))
    .addColumn('skin_tone', 'text', (c) => c.notNull())
    .addColumn('image_token', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('request_uuid', 'text', (c) => c.notNull().references('book_previews.request_uuid'))
    .addColumn('page_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker_id', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('images', 'text')
    .addColumn('error', 'text')
    .addColumn('queued_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_jobs_by_status').on('page_jobs').columns(['status', 'queued_at']).execute();
  await db.schema.createIndex('page_jobs_by_request').on('page_jobs').columns(['request_uuid', 'page_number']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_jobs').ifExists().execute();
  await db.schema.dropTable('book_previews').ifExists().execute();
}
