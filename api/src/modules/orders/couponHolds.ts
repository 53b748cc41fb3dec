import type { Db } from '../../platform/db/openDatabase.js';
import type { VisitorText } from '../../platform/errors/domainError.js';
import { lockOrder, priceColumns, priceFromFacts } from './orderPrice.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

export const COUPON_USED_UP: VisitorText = visitorText('orders.coupon.usedUp');

/** Hours an unpaid order keeps a use of a coupon with a limited number of uses. */
export const COUPON_HOLD_HOURS = 2;

/**
 * Takes one use of a coupon for an order. The check and the count are one statement, so two parallel
 * orders cannot both take the last use. `used_count` counts the uses held by unpaid orders and the
 * uses paid for. Answers false when none is left.
 */
export async function holdCoupon(trx: Db, code: string): Promise<boolean> {
  const held = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** Gives back a use an order held; the caller has just taken the coupon off that order. */
export async function releaseCoupon(trx: Db, code: string): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

/**
 * Unpaid orders that held a limited coupon for longer than the hold lose it (their total goes back to
 * subtotal plus shipping), so an abandoned checkout cannot keep the last uses from other customers.
 * Answers the orders changed.
 */
export async function releaseExpiredCouponHolds(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - COUPON_HOLD_HOURS * 60 * 60 * 1000).toISOString();
  const holders = await db
    .selectFrom('product_orders')
    .innerJoin('coupons', 'coupons.code', 'product_orders.coupon_code')
    .select(['product_orders.request_uuid', 'product_orders.coupon_code'])
    .where('coupons.max_uses', 'is not', null)
    .where('product_orders.state', '!=', 'paid')
    .where('product_orders.updated_at', '<', cutoff)
    .execute();
  let released = 0;
  for (const holder of holders) {
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
