import type { VisitorText } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { toRupees } from '../catalogue/index.js';

/** What a coupon asks of an order, and what it gives. Amounts in paise. */
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
