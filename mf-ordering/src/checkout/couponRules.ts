import type { OrderingTranslate } from '../messages/orderingMessages';

/** Answers the message for a code that cannot be sent, or null. */
export function checkCouponCode(code: string, t: OrderingTranslate): string | null {
  const trimmed = code.trim();
  if (!trimmed) return t('checkout.coupon.empty');
  // Said as a parent can act on it: what a code is made of, and how this one differs.
  if (!/^[A-Za-z0-9]+$/.test(trimmed)) return t('checkout.coupon.characters');
  if (trimmed.length !== 10) return t('checkout.coupon.length', { count: trimmed.length });
  return null;
}

/** The amount the payment widget takes: the total in paise, rounded. */
export function amountInPaise(totalRupees: number): number {
  return Math.round(totalRupees * 100);
}
