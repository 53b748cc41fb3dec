import { amountInPaise, checkCouponCode, COUPON_MESSAGES } from './couponRules';

describe('coupon and amount rules', () => {
  it('needs a code of exactly 10 letters or digits', () => {
    expect(checkCouponCode('')).toBe(COUPON_MESSAGES.empty);
    expect(checkCouponCode('  ')).toBe(COUPON_MESSAGES.empty);
    expect(checkCouponCode('SAVE10')).toBe(COUPON_MESSAGES.format);
    expect(checkCouponCode('HERO-TALE1')).toBe(COUPON_MESSAGES.format);
    expect(checkCouponCode('HEROTALE100')).toBe(COUPON_MESSAGES.format);
    expect(checkCouponCode('herotale10')).toBeNull();
  });

  it('sends the total in paise, rounded', () => {
    expect(amountInPaise(1349.1)).toBe(134910);
    expect(amountInPaise(1499)).toBe(149900);
    expect(amountInPaise(1349.15)).toBe(134915);
    expect(amountInPaise(0.07)).toBe(7);
  });
});
