import type { OrderingTranslate } from '../messages/orderingMessages';

/** Answers the message for a code that cannot be sent, or null. */
export function checkCouponCode(code: string, t: OrderingTranslate): string | null {
  const trimmed = code.trim();
  if (!trimmed) return t('checkout.coupon.empty');
  if (!/^[A-Za-z0-9]{10}$/.test(trimmed)) return t('checkout.coupon.format');
  return null;
}

/** The amount the payment widget takes: the total in paise, rounded. */
export function amountInPaise(totalRupees: number): number {
  return Math.round(totalRupees * 100);
}
