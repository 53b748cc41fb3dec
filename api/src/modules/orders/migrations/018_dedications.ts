import type { Kysely } from 'kysely';

/** The giver's message printed on the book's dedication page, chosen with the print option. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').addColumn('dedication', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('dedication').execute();
}
