import type { Kysely } from 'kysely';

/** The hash of the secret issued with a request id: with it, or the creating session, a visitor may act on the request. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').addColumn('access_key_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_requests').dropColumn('access_key_hash').execute();
}
