import type { Kysely } from 'kysely';

/** The usage counters. Written with the schema builder only, so one migration serves both databases. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_counters')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counters_pk', ['subject', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_counters').ifExists().execute();
}
