import type { VisitorText } from '../../platform/errors/domainError.js';

import { toRupees } from '../catalogue/money.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

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
  if (!coupon) return visitorText('orders.coupon.unknown');
  if (today < coupon.valid_from) return visitorText('orders.coupon.notYetActive');
  if (today > coupon.valid_until) return visitorText('orders.coupon.expired');
  if (subtotalPaise < coupon.min_subtotal_paise) {
    const least = `₹${toRupees(coupon.min_subtotal_paise).toFixed(2)}`;
    return visitorText('orders.coupon.belowMinimum', { least });
  }
  return null;
}

/** The discount a coupon gives on a subtotal: never more than the subtotal. */
export function couponDiscountPaise(coupon: Pick<CouponRule, 'kind' | 'value'>, subtotalPaise: number): number {
  const discount = coupon.kind === 'percent' ? Math.round((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.min(Math.max(discount, 0), subtotalPaise);
}

/** The part of a paid deposit an order counts: all of it, unless the order costs less. */
export function depositCreditPaise(depositPaid: number, subtotal: number, shipping: number, discount: number): number {
  return Math.min(depositPaid, subtotal + shipping - discount);
}

/** Total = subtotal + shipping - discount - the deposit counted. */
export function totalPaise(subtotal: number, shipping: number, discount: number, deposit: number): number {
  return subtotal + shipping - discount - deposit;
}
