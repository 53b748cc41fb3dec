import type { Kysely } from 'kysely';

/**
 * Pages (and covers) a preview has had queued for drawing over its life: the less a book has been drawn,
 * the sooner its pictures are drawn, so a new customer's first pages never wait behind another's redraws.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('book_previews')
    .addColumn('pages_asked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_previews').dropColumn('pages_asked').execute();
}
