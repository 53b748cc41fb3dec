import type { VisitorText } from '../../platform/errors/domainError.js';

import { toRupees } from '../catalogue/money.js';

/** Order arithmetic, all in paise so nothing is lost to floating point. */

export interface CouponRule {
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: string;
  valid_until: string;
  min_subtotal_paise: number;
}

/** Why a coupon cannot be used now, or null when it can (whether a use is left is settled when it is held). */
export function couponRefusal(coupon: CouponRule | undefined, subtotalPaise: number, today: string): VisitorText | null {
  if (!coupon) return { en: 'This coupon code is not valid.', hi: 'यह कूपन कोड सही नहीं है।' };
  if (today < coupon.valid_from) return { en: 'This coupon is not active yet.', hi: 'यह कूपन अभी शुरू नहीं हुआ है।' };
  if (today > coupon.valid_until) return { en: 'This coupon has expired.', hi: 'इस कूपन की अवधि ख़त्म हो चुकी है।' };
  if (subtotalPaise < coupon.min_subtotal_paise) {
    const least = `₹${toRupees(coupon.min_subtotal_paise).toFixed(2)}`;
    return { en: `This coupon needs an order of at least ${least}.`, hi: `यह कूपन कम से कम ${least} के ऑर्डर पर लगता है।` };
  }
  return null;
}

/** The discount a coupon gives on a subtotal: never more than the subtotal. */
export function couponDiscountPaise(coupon: Pick<CouponRule, 'kind' | 'value'>, subtotalPaise: number): number {
  const discount = coupon.kind === 'percent' ? Math.round((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.min(Math.max(discount, 0), subtotalPaise);
}

/** Total = subtotal + shipping - discount. */
export function totalPaise(subtotal: number, shipping: number, discount: number): number {
  return subtotal + shipping - discount;
}
