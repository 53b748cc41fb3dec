import { paymentSignature } from '../payments/paymentProvider.js';
import { indianAddress, insertLimitedCoupon, newBookRequest, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import { releaseExpiredCouponHolds } from './couponHolds.js';
import { COUPON_HOLD_HOURS, COUPON_USED_UP } from '../coupons/coupons.js';

const SANDBOX_SECRET = 'c'.repeat(40);
const PAPERBACK = { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' };

async function checkedOutOrder(storefront: TestStorefront) {
  const visitor = await newVisitor(storefront.app);
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, PAPERBACK);
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  return { visitor, requestUuid };
}

const apply = ({ visitor, requestUuid }: { visitor: Visitor; requestUuid: string }, couponCode: string) =>
  visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode });

describeEachDatabase(
  'coupons with a limited number of uses',
  (storefront) => {
    async function limitedCoupon(code: string, maxUses: number) {
      await insertLimitedCoupon(storefront().app.db, code, maxUses);
      return async () =>
        (await storefront().app.db.selectFrom('coupons').select('used_count').where('code', '=', code).executeTakeFirstOrThrow())
          .used_count;
    }

    it('never gives more uses than it has to orders applying it at once', async () => {
      const usedCount = await limitedCoupon('FEWUSES002', 2);
      const orders = await Promise.all([1, 2, 3, 4, 5].map(() => checkedOutOrder(storefront())));
      const answers = (await Promise.all(orders.map((order) => apply(order, 'FEWUSES002')))).map((response) => response.json());
      expect(answers.filter((answer) => answer.discountApplied)).toHaveLength(2);
      expect(answers.filter((answer) => !answer.discountApplied).map((answer) => answer.description)).toEqual([
        COUPON_USED_UP.en,
        COUPON_USED_UP.en,
        COUPON_USED_UP.en,
      ]);
      expect(await usedCount()).toBe(2);
    });

    it('gives a use back when the order lets the coupon go, and keeps it when the order is paid', async () => {
      const usedCount = await limitedCoupon('ONEUSEONLY', 1);
      const first = await checkedOutOrder(storefront());
      const second = await checkedOutOrder(storefront());
      expect((await apply(first, 'ONEUSEONLY')).json().discountApplied).toBe(true);
      expect((await apply(first, 'ONEUSEONLY')).json().discountApplied).toBe(true);
      expect((await apply(second, 'ONEUSEONLY')).json().description).toBe(COUPON_USED_UP.en);

      // Another print option resets the order's totals and its coupon.
      await first.visitor.patch(`/api/orders/${first.requestUuid}/place`, PAPERBACK);
      expect(await usedCount()).toBe(0);
      expect((await apply(second, 'ONEUSEONLY')).json().discountApplied).toBe(true);
      const { razorpayOrderId } = (
        await second.visitor.patch(`/api/orders/${second.requestUuid}/payment_initiation`, { paymentFor: 'product' })
      ).json();
      const paid = await second.visitor.patch(`/api/orders/${second.requestUuid}/payment_confirmation`, {
        requestUuid: second.requestUuid,
        paymentFor: 'product',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_coupon_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_coupon_1'),
      });
      expect(paid.json().paymentConfirmed).toBe(true);
      expect(await usedCount()).toBe(1);
      await first.visitor.patch(`/api/orders/${first.requestUuid}/checkout`, {
        deliveryAddress: indianAddress(),
        billingAddress: indianAddress(),
      });
      expect((await apply(first, 'ONEUSEONLY')).json().description).toBe(COUPON_USED_UP.en);
    });

    it(`takes a limited coupon back from an order left unpaid for ${COUPON_HOLD_HOURS} hours`, async () => {
      const usedCount = await limitedCoupon('LEFTUNPAID', 1);
      const order = await checkedOutOrder(storefront());
      await apply(order, 'LEFTUNPAID');
      const { db } = storefront().app;
      expect(await releaseExpiredCouponHolds(db)).toBe(0);
      const later = new Date(Date.now() + (COUPON_HOLD_HOURS + 0.1) * 60 * 60 * 1000);
      expect(await releaseExpiredCouponHolds(db, later)).toBeGreaterThanOrEqual(1);
      expect(await usedCount()).toBe(0);
      const row = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', order.requestUuid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        coupon_code: null,
        discount_paise: 0,
        total_paise: (row.subtotal_paise ?? 0) + (row.shipping_paise ?? 0),
        state: 'checked_out',
      });
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
