import type { Kysely } from 'kysely';

/**
 * The print options' and the states' words in the shop's other languages (JSON by language), beside
 * the English ones that stay the values an order is placed and delivered with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_types')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('states')
    .addColumn('translated_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('states').dropColumn('translated_names').execute();
  await db.schema.alterTable('print_types').dropColumn('translations').execute();
}
