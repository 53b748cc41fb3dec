import type { Kysely } from 'kysely';

/** A sample book's pages in the shop's other languages (JSON: language, then page number, then picture). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sample_flipbooks')
    .addColumn('translated_pages', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sample_flipbooks').dropColumn('translated_pages').execute();
}
