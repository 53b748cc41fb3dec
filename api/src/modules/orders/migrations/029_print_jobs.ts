import type { Kysely } from 'kysely';

/** Print jobs sent to the print partner, one per order (its id is the partner's idempotency key); the partner's own tracking link of a shipment. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_jobs')
    .addColumn('request_uuid', 'text', (col) => col.primaryKey())
    .addColumn('partner', 'text', (col) => col.notNull())
    .addColumn('job_id', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('print_jobs_by_job_id').on('print_jobs').column('job_id').execute();
  await db.schema.alterTable('product_orders').addColumn('tracking_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_orders').dropColumn('tracking_url').execute();
  await db.schema.dropTable('print_jobs').execute();
}
