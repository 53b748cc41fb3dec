import type { Kysely } from 'kysely';

/** Who agreed to a child's photo being used, when, to which wording and to which version of the privacy policy. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_consents')
    .addColumn('consent_id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('request_uuid', 'text')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('privacy_version', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photo_consents_consented_at').on('photo_consents').column('consented_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_consents').execute();
}
