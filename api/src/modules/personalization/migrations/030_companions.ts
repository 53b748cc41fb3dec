import type { Kysely } from 'kysely';

/** The people and pets beside the hero, as the parent chose them (null: none). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').addColumn('companions', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').dropColumn('companions').execute();
}
