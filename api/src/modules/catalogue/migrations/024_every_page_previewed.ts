import type { Kysely } from 'kysely';

/** Every page of a story is a preview page: the number of preview pages is the story's, no longer typed beside it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('preview_pages').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('preview_pages', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();
}
