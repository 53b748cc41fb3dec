import type { Kysely } from 'kysely';

/** The stories' translations. Everything before was English. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('story_translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('story_translations').execute();
}
