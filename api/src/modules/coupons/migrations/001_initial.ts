import type { Kysely } from 'kysely';

/** The coupons. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupons').ifExists().execute();
}
