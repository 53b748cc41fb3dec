import { testMessages } from '../testing/testMessages';
import { amountInPaise, checkCouponCode } from './couponRules';

describe('coupon and amount rules', () => {
  it('needs a code of exactly 10 letters or digits', () => {
    expect(checkCouponCode('', testMessages)).toBe('Please enter a coupon code');
    expect(checkCouponCode('  ', testMessages)).toBe('Please enter a coupon code');
    expect(checkCouponCode('SAVE10', testMessages)).toBe(
      'A coupon code has 10 letters or digits, and this one has 6. Please check it and try again.',
    );
    expect(checkCouponCode('HEROTALE100', testMessages)).toBe(
      'A coupon code has 10 letters or digits, and this one has 11. Please check it and try again.',
    );
    expect(checkCouponCode('HERO-TALE1', testMessages)).toBe(
      'A coupon code has only letters and digits, 10 of them, with no spaces or signs. Please check it and try again.',
    );
    expect(checkCouponCode('herotale10', testMessages)).toBeNull();
  });

  it('sends the total in paise, rounded', () => {
    expect(amountInPaise(1349.1)).toBe(134910);
    expect(amountInPaise(1499)).toBe(149900);
    expect(amountInPaise(1349.15)).toBe(134915);
    expect(amountInPaise(0.07)).toBe(7);
  });
});
