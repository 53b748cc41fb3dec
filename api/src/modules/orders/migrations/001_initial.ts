import type { Kysely } from 'kysely';

/** Shipping rates, delivery states, and the book and deposit orders. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipping_rates')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    .addColumn('cost_paise', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('states_pk', ['country_code', 'code'])
    .execute();

  await db.schema
    .createTable('product_orders')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey().references('book_requests.request_uuid'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('print_type', 'text')
    .addColumn('print_size', 'text')
    .addColumn('subtotal_paise', 'integer')
    .addColumn('shipping_paise', 'integer')
    .addColumn('discount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer')
    .addColumn('coupon_code', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text')
    .addColumn('billing_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey().references('book_requests.request_uuid'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deposit_orders', 'product_orders', 'states', 'shipping_rates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
