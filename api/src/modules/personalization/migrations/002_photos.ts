import type { Kysely } from 'kysely';

/** The child's photo of a request: where it is kept, what the checks found, and the tone chosen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey().references('book_requests.request_uuid'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('face', 'text', (c) => c.notNull())
    .addColumn('estimated_skin_tone', 'text', (c) => c.notNull())
    .addColumn('chosen_skin_tone', 'text')
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photos').ifExists().execute();
}
