import type { Db } from '../../platform/db/openDatabase.js';
import type { VisitorText } from '../../platform/errors/domainError.js';
import { totalPaise } from './pricing.js';
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
    .select(['product_orders.request_uuid', 'product_orders.coupon_code', 'product_orders.subtotal_paise', 'product_orders.shipping_paise'])
    .where('coupons.max_uses', 'is not', null)
    .where('product_orders.state', '!=', 'paid')
    .where('product_orders.updated_at', '<', cutoff)
    .execute();
  let released = 0;
  for (const order of holders) {
    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('product_orders')
        .set({
          state: 'checked_out',
          coupon_code: null,
          discount_paise: 0,
          total_paise: totalPaise(order.subtotal_paise ?? 0, order.shipping_paise ?? 0, 0),
          updated_at: now.toISOString(),
        })
        .where('request_uuid', '=', order.request_uuid)
        .where('coupon_code', '=', order.coupon_code)
        .where('state', '!=', 'paid')
        .where('updated_at', '<', cutoff)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return;
      await releaseCoupon(trx, order.coupon_code!);
      released += 1;
    });
  }
  return released;
}
