import type { Kysely } from 'kysely';

/** The hero: the look proposed from a photo, and the one the parent confirmed for the book's pictures. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('proposed_hero', 'text').execute();
  await db.schema.alterTable('book_previews').addColumn('hero', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').dropColumn('hero').execute();
  await db.schema.alterTable('photos').dropColumn('proposed_hero').execute();
}
