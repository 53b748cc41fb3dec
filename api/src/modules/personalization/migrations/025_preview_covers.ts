import type { Kysely } from 'kysely';

/** A preview's own front cover: the image token it was last drawn for (its hero), null until it is drawn. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').addColumn('cover_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').dropColumn('cover_token').execute();
}
