import type { Kysely } from 'kysely';

/** The FAQ, the policies, the sample books and the contact messages. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    .createTable('sample_flipbooks')
    .addColumn('sample_flipbook_id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
    .addColumn('request_uuid', 'text', (c) => c.notNull().unique())
    .addColumn('display_image', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cases', 'sample_flipbooks', 'policies', 'faqs']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
