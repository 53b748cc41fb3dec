import type { Kysely } from 'kysely';

/**
 * The language of each book (its story's texts, pictures, PDF and emails) and the language in which a
 * photo consent's wording was shown. Everything before was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
  await db.schema.alterTable('photo_consents').dropColumn('consent_language').execute();
  await db.schema.alterTable('book_requests').dropColumn('language').execute();
}
