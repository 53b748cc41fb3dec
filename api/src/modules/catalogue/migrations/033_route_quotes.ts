import type { Kysely } from 'kysely';

/** What each route's partner last quoted for a book to a country: its carrying days there replace the data's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('route_quotes')
    .addColumn('print_type', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('partner', 'text', (c) => c.notNull())
    .addColumn('shipping_days', 'integer', (c) => c.notNull())
    .addColumn('quoted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('route_quotes_pk', ['print_type', 'size', 'country'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('route_quotes').ifExists().execute();
}
