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

/**
 * The stories' translations, the FAQ and policies by language, the language of each book (its
 * story's texts, pictures, PDF and emails) and the language in which a photo consent's wording was
 * shown. Everything before was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await contentTables(db, true);
  await db.schema
    .alterTable('products')
    .addColumn('story_translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('book_requests')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('photo_consents')
    .addColumn('consent_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await contentTables(db, false);
  await db.schema.alterTable('photo_consents').dropColumn('consent_language').execute();
  await db.schema.alterTable('book_requests').dropColumn('language').execute();
  await db.schema.alterTable('products').dropColumn('story_translations').execute();
}
