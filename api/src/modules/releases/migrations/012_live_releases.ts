import type { Kysely } from 'kysely';

/**
 * Which release of each app is live, for instances that share a PostgreSQL database: one row per
 * app, so teams switching different apps at the same moment never undo each other's switch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_releases')
    .addColumn('app', 'text', (c) => c.primaryKey())
    .addColumn('current', 'text', (c) => c.notNull())
    .addColumn('previous', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_releases').execute();
}
