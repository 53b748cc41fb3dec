import type { Kysely } from 'kysely';

/** A story's "from" lines are derived from the print prices that are charged, no longer typed beside them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('price_summary').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('price_summary', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
