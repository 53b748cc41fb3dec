import { sql, type Kysely } from 'kysely';

/**
 * A coupon's used_count now counts the uses held by unpaid orders as well as the paid ones, so its
 * limit is kept when uses are taken: the orders holding a coupon today are counted in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE coupons SET used_count = used_count + (
    SELECT COUNT(*) FROM product_orders WHERE product_orders.coupon_code = coupons.code AND product_orders.state <> 'paid'
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE coupons SET used_count = used_count - (
    SELECT COUNT(*) FROM product_orders WHERE product_orders.coupon_code = coupons.code AND product_orders.state <> 'paid'
  )`.execute(db);
}
