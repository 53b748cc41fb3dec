import { couponDiscountPaise, couponRefusal, type CouponRule } from './couponRules.js';

const TEN_PERCENT: CouponRule = {
  kind: 'percent',
  value: 10,
  valid_from: '2026-01-01',
  valid_until: '2026-12-31',
  min_subtotal_paise: 50_000,
};

describe('coupon rules', () => {
  it('refuses a code that is no coupon, one not yet active, one expired and one below its minimum, each saying why', () => {
    expect(couponRefusal(undefined, 99_900, '2026-06-01')).not.toBeNull();
    const notYet = couponRefusal(TEN_PERCENT, 99_900, '2025-12-31');
    const expired = couponRefusal(TEN_PERCENT, 99_900, '2027-01-01');
    const below = couponRefusal(TEN_PERCENT, 49_999, '2026-06-01');
    expect(new Set([couponRefusal(undefined, 99_900, '2026-06-01')?.en, notYet?.en, expired?.en, below?.en]).size).toBe(4);
    expect(below?.en).toContain('₹500.00');
    expect(below?.hi).toContain('₹500.00');
  });

  it('takes a coupon on its first and last day and at its minimum', () => {
    expect(couponRefusal(TEN_PERCENT, 50_000, '2026-01-01')).toBeNull();
    expect(couponRefusal(TEN_PERCENT, 50_000, '2026-12-31')).toBeNull();
  });

  it('gives a percentage rounded to the paisa, and never more than the subtotal nor less than nothing', () => {
    expect(couponDiscountPaise(TEN_PERCENT, 99_905)).toBe(9_991);
    expect(couponDiscountPaise({ kind: 'fixed', value: 20_000 }, 15_000)).toBe(15_000);
    expect(couponDiscountPaise({ kind: 'fixed', value: -500 }, 15_000)).toBe(0);
  });
});
