import type { Kysely } from 'kysely';

/** The nonce a request's email links are bound to: resetting it revokes them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').addColumn('link_nonce', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').dropColumn('link_nonce').execute();
}
