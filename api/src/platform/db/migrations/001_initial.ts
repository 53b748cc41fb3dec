import type { Kysely } from 'kysely';

/** The storefront's tables. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('product_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('age_group', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('min_age', 'integer', (c) => c.notNull())
    .addColumn('max_age', 'integer', (c) => c.notNull())
    .addColumn('image_urls', 'text', (c) => c.notNull())
    .addColumn('price_summary', 'text', (c) => c.notNull())
    .addColumn('preview_pages', 'integer', (c) => c.notNull())
    .addColumn('pages_per_batch', 'integer', (c) => c.notNull())
    .addColumn('deposit_paise', 'integer', (c) => c.notNull())
    .addColumn('deposit_after_page', 'integer', (c) => c.notNull())
    .addColumn('story_pages', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('print_types')
    .addColumn('print_type', 'text', (c) => c.primaryKey())
    .addColumn('best_choice', 'integer', (c) => c.notNull())
    .addColumn('sample_image_url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('paper_finish', 'text', (c) => c.notNull())
    .addColumn('delivery_timeline', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('print_sizes')
    .addColumn('print_type', 'text', (c) => c.notNull().references('print_types.print_type').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('original_price_paise', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('print_sizes_pk', ['print_type', 'size'])
    .execute();

  await db.schema
    .createTable('shipping_rates')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    .addColumn('cost_paise', 'integer', (c) => c.notNull())
    .execute();

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

  await db.schema
    .createTable('faqs')
    .addColumn('faq_type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faqs_pk', ['faq_type', 'position'])
    .execute();

  await db.schema
    .createTable('policies')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('markdown', 'text', (c) => c.notNull())
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
    .createTable('sample_flipbooks')
    .addColumn('sample_flipbook_id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
    .addColumn('request_uuid', 'text', (c) => c.notNull().unique())
    .addColumn('display_image', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('book_requests')
    .addColumn('request_uuid', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
    .addColumn('child_first_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('birth_month', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cases')
    .addColumn('case_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('request_uuid', 'text')
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
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

  await db.schema
    .createTable('payments')
    .addColumn('provider_order_id', 'text', (c) => c.primaryKey())
    .addColumn('request_uuid', 'text', (c) => c.notNull())
    .addColumn('payment_for', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_description', 'text')
    .addColumn('error_source', 'text')
    .addColumn('error_step', 'text')
    .addColumn('error_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_by_request').on('payments').columns(['request_uuid', 'payment_for']).execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('usage_counters')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counters_pk', ['subject', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'usage_counters',
    'webhook_events',
    'payments',
    'deposit_orders',
    'product_orders',
    'cases',
    'book_requests',
    'books',
    'sample_flipbooks',
    'states',
    'policies',
    'faqs',
    'coupons',
    'shipping_rates',
    'print_sizes',
    'print_types',
    'products',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
