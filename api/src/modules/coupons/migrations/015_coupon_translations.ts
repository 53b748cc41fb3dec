import type { Kysely } from 'kysely';

/** A coupon's description in the shop's other languages (JSON by language), as a coupon's answer words it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('translated_descriptions', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('translated_descriptions').execute();
}
