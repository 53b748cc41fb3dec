import type { Kysely } from 'kysely';

/** A softcover's binding, for print types written before bindings were (the seed writes each type's own). */
const SOFTCOVER = JSON.stringify({ pageMultiple: 4, paperMmPerPage: 0.08, boardMm: 0, bleedMm: 3, coverBleedMm: 3 });

/** Each print type's binding. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_types')
    .addColumn('binding', 'text', (c) => c.notNull().defaultTo(SOFTCOVER))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_types').dropColumn('binding').execute();
}
