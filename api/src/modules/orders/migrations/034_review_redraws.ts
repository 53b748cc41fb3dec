import type { Kysely } from 'kysely';

/** How many times a paid book was drawn again in its review window (each new name draws it all). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product_orders')
    .addColumn('review_redraws', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('review_redraws').execute();
}
