import { sql, type Kysely } from 'kysely';

/** Each print size's routes (which partner makes it for which country, in how many days) replace its product codes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_sizes')
    .addColumn('routes', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
    .execute();
  await db.schema.alterTable('print_sizes').dropColumn('partner_products').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('print_sizes')
    .addColumn('partner_products', 'text', (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema.alterTable('print_sizes').dropColumn('routes').execute();
}
