import type { Kysely } from 'kysely';

/** The print options' words in the shop's other languages (JSON by language), beside the English ones an order is placed with. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_types')
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_types').dropColumn('translations').execute();
}
