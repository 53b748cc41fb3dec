import type { Kysely } from 'kysely';

/** A job's priority: higher is taken first, so a queue can serve its callers in turn (the shop says whose turn). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('queued_jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queued_jobs').dropColumn('priority').execute();
}
