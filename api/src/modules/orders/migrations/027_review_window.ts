import type { Kysely } from 'kysely';

/** Until when a paid order's book may still change (its review window); null before payment. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').addColumn('review_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('review_until').execute();
}
