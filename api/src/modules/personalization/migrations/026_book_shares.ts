import type { Kysely } from 'kysely';

/** The nonce a book's family share links are bound to: null when none was made, or all were stopped. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').addColumn('share_nonce', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').dropColumn('share_nonce').execute();
}
