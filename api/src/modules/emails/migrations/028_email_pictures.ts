import type { Kysely } from 'kysely';

/** The storage key of the picture an email shows (the book's cover in its receipt), attached when it is sent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').addColumn('picture_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emails').dropColumn('picture_key').execute();
}
