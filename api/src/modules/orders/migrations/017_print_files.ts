import type { Kysely } from 'kysely';

/** The cover spread's file beside a book's inside pages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_pdfs').addColumn('cover_file_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_pdfs').dropColumn('cover_file_name').execute();
}
