import type { Kysely } from 'kysely';

/**
 * A bilingual book: its second language, printed after the first on each text page (null: one
 * language), and the child's name in Devanagari for its Hindi words (null: the name as typed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').addColumn('second_language', 'text').execute();
  await db.schema.alterTable('book_requests').addColumn('hindi_first_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').dropColumn('hindi_first_name').execute();
  await db.schema.alterTable('book_requests').dropColumn('second_language').execute();
}
