import type { Kysely } from 'kysely';

/** The states' names in the shop's other languages (JSON by language), beside the English ones an order is delivered with. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('states')
    .addColumn('translated_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('states').dropColumn('translated_names').execute();
}
