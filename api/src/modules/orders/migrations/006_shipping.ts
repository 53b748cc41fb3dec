import type { Kysely } from 'kysely';

/** When a paid order left the printer, and how to follow it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').addColumn('shipped_at', 'text').execute();
  await db.schema.alterTable('product_orders').addColumn('tracking_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('product_orders').dropColumn('shipped_at').execute();
}
