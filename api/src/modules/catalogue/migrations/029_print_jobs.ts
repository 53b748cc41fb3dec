import { sql, type Kysely } from 'kysely';

/** Each print size's product codes at the print partners. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_sizes')
    .addColumn('partner_products', 'text', (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_sizes').dropColumn('partner_products').execute();
}
