export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  format: 'Invalid coupon code format. Must be 10 characters.',
  failed: 'Failed to apply coupon. Please try again.',
  notValid: 'This coupon code is not valid.',
} as const;

/** Answers the message for a code that cannot be sent, or null. */
export function checkCouponCode(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return COUPON_MESSAGES.empty;
  if (!/^[A-Za-z0-9]{10}$/.test(trimmed)) return COUPON_MESSAGES.format;
  return null;
}

/** The amount the payment widget takes: the total in paise, rounded. */
export function amountInPaise(totalRupees: number): number {
  return Math.round(totalRupees * 100);
}
