import type { Kysely } from 'kysely';

/** A paid order's way to the reader: when its files went to the printer, who carries it, when it arrived. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').addColumn('sent_to_print_at', 'text').execute();
  await db.schema.alterTable('product_orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('product_orders').addColumn('delivered_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['delivered_at', 'carrier', 'sent_to_print_at']) {
    await db.schema.alterTable('product_orders').dropColumn(column).execute();
  }
}
