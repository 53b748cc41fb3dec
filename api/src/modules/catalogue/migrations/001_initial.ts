import type { Kysely } from 'kysely';

/** The stories and their print options. Written with the schema builder only, so one migration serves both databases. */
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['print_sizes', 'print_types', 'products']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
