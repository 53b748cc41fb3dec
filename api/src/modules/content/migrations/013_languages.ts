import type { Kysely } from 'kysely';

/** The FAQ and the policies keyed by language too: content tables, written again whole by every seed. */
async function contentTables(db: Kysely<unknown>, withLanguage: boolean): Promise<void> {
  await db.schema.dropTable('faqs').execute();
  await db.schema.dropTable('policies').execute();
  const language = withLanguage ? ['language'] : [];
  await db.schema
    .createTable('faqs')
    .addColumn('faq_type', 'text', (c) => c.notNull())
    .$call((table) => (withLanguage ? table.addColumn('language', 'text', (c) => c.notNull()) : table))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    // The key's columns depend on the switch, which the typed builder cannot follow.
    .addPrimaryKeyConstraint('faqs_pk', ['faq_type', ...language, 'position'] as never[])
    .execute();
  await db.schema
    .createTable('policies')
    .addColumn('name', 'text', (c) => c.notNull())
    .$call((table) => (withLanguage ? table.addColumn('language', 'text', (c) => c.notNull()) : table))
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('policies_pk', ['name', ...language] as never[])
    .execute();
}

/** The FAQ and the policies by language. Everything before was English. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await contentTables(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await contentTables(db, false);
}
