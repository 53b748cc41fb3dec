import type { Kysely } from 'kysely';

/**
 * What every instance of the storefront must agree on: the generated secrets (sessions, sandbox
 * payments) and the rate-limit windows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_windows')
    .addColumn('counter_key', 'text', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_windows_pk', ['counter_key', 'window_end'])
    .execute();
  await db.schema.createIndex('rate_windows_window_end').on('rate_windows').column('window_end').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_windows').execute();
  await db.schema.dropTable('secrets').execute();
}
