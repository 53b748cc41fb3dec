import type { Kysely } from 'kysely';

/** Payments and the payment provider's webhook events. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['webhook_events', 'payments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
