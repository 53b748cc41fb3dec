import type { Kysely } from 'kysely';

/** What each person or pet beside the hero adds to a print type's price (0: the family comes with the book). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_types')
    .addColumn('companion_price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_types').dropColumn('companion_price_paise').execute();
}
