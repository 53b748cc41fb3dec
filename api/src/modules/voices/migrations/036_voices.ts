import type { Kysely } from 'kysely';

/** A book's pages read aloud by the family, the links that let them record, and the printed book's link to listen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_voices')
    .addColumn('request_uuid', 'text', (col) => col.notNull())
    .addColumn('page', 'integer', (col) => col.notNull())
    .addColumn('reader', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('seconds', 'real', (col) => col.notNull())
    .addColumn('audio_key', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_voices_pk', ['request_uuid', 'page'])
    .execute();
  await db.schema
    .createTable('record_links')
    .addColumn('link_id', 'text', (col) => col.primaryKey())
    .addColumn('request_uuid', 'text', (col) => col.notNull())
    .addColumn('reader', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('record_links_by_request').on('record_links').column('request_uuid').execute();
  await db.schema
    .createTable('listen_links')
    .addColumn('request_uuid', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('stopped_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listen_links').execute();
  await db.schema.dropTable('record_links').execute();
  await db.schema.dropTable('page_voices').execute();
}
