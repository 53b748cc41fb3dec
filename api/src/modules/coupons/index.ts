/** What other parts of the server may use of the coupons and their rules. */
export { couponRefusal } from './couponRules.js';
export {
  COUPON_HOLD_HOURS,
  COUPON_USED_UP,
  couponDescription,
  couponDiscount,
  findCoupon,
  holdCoupon,
  limitedCoupons,
  releaseCoupon,
  saveCoupons,
} from './coupons.js';
export type { CouponOnOffer } from './coupons.js';
export { COUPONS_MIGRATIONS } from './migrations/index.js';
