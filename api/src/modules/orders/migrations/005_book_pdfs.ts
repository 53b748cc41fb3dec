import type { Kysely } from 'kysely';

/** The print-ready PDF of each paid order, built by a durable job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_pdfs')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey().references('book_requests.request_uuid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('pages', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('built_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_pdfs').ifExists().execute();
}
