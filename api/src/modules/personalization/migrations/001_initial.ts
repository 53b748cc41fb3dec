import type { Kysely } from 'kysely';

/** The books and the visitors' book requests. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['book_requests', 'books']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
