import type { Kysely } from 'kysely';

/** The deposit paid for a book is counted towards its order: the order keeps the amount it took off. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_orders')
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('deposit_paise').execute();
}
