import type { Db } from '../../platform/db/database.js';
import { COUPON_HOLD_HOURS, limitedCoupons, releaseCoupon } from '../coupons/index.js';
import { lockOrder, priceColumns, priceFromFacts } from './orderPrice.js';

/**
 * Unpaid orders that held a limited coupon for longer than the hold lose it (their total goes back to
 * subtotal plus shipping), so an abandoned checkout cannot keep the last uses from other customers.
 * Answers the orders changed.
 */
export async function releaseExpiredCouponHolds(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - COUPON_HOLD_HOURS * 60 * 60 * 1000).toISOString();
  const unpaid = await db
    .selectFrom('product_orders')
    .select(['request_uuid', 'coupon_code'])
    .where('coupon_code', 'is not', null)
    .where('state', '!=', 'paid')
    .where('updated_at', '<', cutoff)
    .execute();
  const limited = await limitedCoupons(db, [...new Set(unpaid.map((order) => order.coupon_code!))]);
  let released = 0;
  for (const holder of unpaid.filter((order) => limited.has(order.coupon_code!))) {
    await db.transaction().execute(async (trx) => {
      // On the locked row: the order may have paid, changed its coupon or moved on meanwhile.
      const order = await lockOrder(trx, holder.request_uuid);
      if (!order || order.state === 'paid' || order.coupon_code !== holder.coupon_code || order.updated_at >= cutoff) return;
      const price = await priceFromFacts(trx, { ...order, coupon_code: null });
      await trx
        .updateTable('product_orders')
        .set({ state: 'checked_out', coupon_code: null, ...priceColumns(price), updated_at: now.toISOString() })
        .where('request_uuid', '=', order.request_uuid)
        .execute();
      await releaseCoupon(trx, holder.coupon_code!);
      released += 1;
    });
  }
  return released;
}
