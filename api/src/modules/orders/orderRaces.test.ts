import { paymentSignature } from '../payments/paymentProvider.js';
import { depositOrder, indianAddress, insertLimitedCoupon, newBookRequest, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { priceFromFacts } from './orderPrice.js';
import { releaseExpiredCouponHolds } from './couponHolds.js';
import { COUPON_HOLD_HOURS } from '../coupons/coupons.js';

const SANDBOX_SECRET = 'r'.repeat(40);
/** Each pair of steps is fired together this many times (on PostgreSQL the steps truly interleave). */
const TRIES = 6;
/** A photo's check takes most of a second, so the re-upload race is tried fewer times. */
const UPLOAD_TRIES = 3;

const US = indianAddress({
  country: 'US',
  state: 'CA',
  stateName: 'California',
  zip: '94103',
  phoneCode: '+1',
  phoneNumber: '+14155550123',
});

let paymentCount = 0;

/** The order's changing steps as a parent's browser sends them, each with the change that costs a price a reviewer paid less than. */
const STEPS = {
  place: (visitor: Visitor, requestUuid: string) =>
    visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Landscape 11 x 8.5 in (28 x 22 cm)' }),
  checkout: (visitor: Visitor, requestUuid: string) =>
    visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: US, billingAddress: US }),
  discount: (visitor: Visitor, requestUuid: string) => visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' }),
  pay: async (visitor: Visitor, requestUuid: string) => {
    const initiated = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
    if (initiated.statusCode !== 200) return initiated;
    return confirm(visitor, requestUuid, 'product', initiated.json<{ razorpayOrderId: string }>().razorpayOrderId);
  },
  /** The parent closes the payment window: the browser reports the payment as not made. */
  cancel: async (visitor: Visitor, requestUuid: string) => {
    const initiated = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
    if (initiated.statusCode !== 200) return initiated;
    return visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
      requestUuid,
      paymentFor: 'product',
      paymentSuccess: false,
      razorpayOrderId: initiated.json<{ razorpayOrderId: string }>().razorpayOrderId,
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: 'Payment processing cancelled by user',
      errorReason: 'payment_cancelled',
    });
  },
};

/** The provider's word that a payment it took for the given order succeeded, as the checkout page passes it on. */
function confirm(visitor: Visitor, requestUuid: string, paymentFor: 'deposit' | 'product', razorpayOrderId: string) {
  paymentCount += 1;
  const paymentId = `pay_race${paymentCount}`;
  return visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
    requestUuid,
    paymentFor,
    paymentSuccess: true,
    razorpayOrderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, paymentId),
  });
}
type Step = keyof typeof STEPS;

/** An order checked out for a Paperback to India, as the funnel leaves it before the last steps. */
async function checkedOut(storefront: TestStorefront, visitor: Visitor): Promise<string> {
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  return requestUuid;
}

/**
 * What went wrong with the money of an order, if anything: a paid order whose payment is not the
 * price of what is delivered (its print option, to its address, with its coupon), or an order whose
 * total is not the price of its facts (none while it waits for its addresses).
 */
async function wrongMoney(storefront: TestStorefront, requestUuid: string): Promise<string | null> {
  const { db } = storefront.app;
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  const { total } = await priceFromFacts(db, order);
  // An order placed again waits for its addresses: it has no total until checked out.
  const due = order.state === 'placed' ? null : total;
  if (order.total_paise !== due) return `${order.state} with a total of ${order.total_paise} for a price of ${due}`;
  if (order.state !== 'paid') return null;
  const paid = await db
    .selectFrom('payments')
    .select('amount_paise')
    .where('request_uuid', '=', requestUuid)
    .where('payment_for', '=', 'product')
    .where('status', '=', 'paid')
    .execute();
  const amounts = paid.map((p) => p.amount_paise);
  return amounts.length === 1 && amounts[0] === total ? null : `paid ${amounts.join(' + ')} for a price of ${total}`;
}

/** The child and photo a request is for, as one line to compare. */
async function requestFacts(storefront: TestStorefront, requestUuid: string): Promise<string> {
  const row = await storefront.app.db
    .selectFrom('book_requests')
    .innerJoin('photos', 'photos.request_uuid', 'book_requests.request_uuid')
    .select(['product_id', 'child_first_name', 'gender', 'age', 'photos.file_name'])
    .where('book_requests.request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  return JSON.stringify(row);
}

/** Every pair of the order's changing steps, each beside itself too. */
const PAIRS: [Step, Step][] = [
  ['checkout', 'discount'],
  ['checkout', 'place'],
  ['place', 'discount'],
  ['checkout', 'pay'],
  ['place', 'pay'],
  ['discount', 'pay'],
  ['pay', 'pay'],
  ['cancel', 'pay'],
  ['cancel', 'checkout'],
  ['cancel', 'discount'],
  ['cancel', 'place'],
  ['cancel', 'cancel'],
  ['place', 'place'],
  ['checkout', 'checkout'],
  ['discount', 'discount'],
];

describeEachDatabase(
  'the price under concurrent requests',
  (storefront) => {
    it.each(PAIRS)('%s beside %s: the amount paid is the price of what is delivered, every try', async (a, b) => {
      const wrong: string[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        const visitor = await newVisitor(storefront().app);
        const requestUuid = await checkedOut(storefront(), visitor);
        await Promise.all([STEPS[a](visitor, requestUuid), STEPS[b](visitor, requestUuid)]);
        // Then the parent pays for whatever the order has become.
        await STEPS.pay(visitor, requestUuid);
        const problem = await wrongMoney(storefront(), requestUuid);
        if (problem) wrong.push(`try ${i + 1}: ${problem}`);
      }
      expect(wrong).toEqual([]);
    });

    it('a new photo beside the deposit payment: a paid request never changes afterwards, every try', async () => {
      const wrong: string[] = [];
      const photo = await singleFacePhoto();
      for (let i = 0; i < UPLOAD_TRIES; i += 1) {
        const visitor = await newVisitor(storefront().app);
        const requestUuid = newRequestUuid();
        expect((await uploadPhoto(storefront(), photo, childDetails(requestUuid), { visitor })).statusCode).toBe(200);
        const { razorpayOrderId } = (await visitor.post('/api/orders', depositOrder(requestUuid))).json<{ razorpayOrderId: string }>();
        const otherChild = { ...childDetails(requestUuid, 2), firstName: 'Kabir', gender: 'Boy', age: 7 };
        // What the request was the moment its payment was confirmed, if it was.
        const [upload, paidFor] = await Promise.all([
          uploadPhoto(storefront(), photo, otherChild, { visitor }),
          confirm(visitor, requestUuid, 'deposit', razorpayOrderId).then((response) =>
            response.json<{ paymentConfirmed: boolean }>().paymentConfirmed ? requestFacts(storefront(), requestUuid) : null,
          ),
        ]);
        const now = await requestFacts(storefront(), requestUuid);
        if (paidFor !== null && paidFor !== now) wrong.push(`try ${i + 1}: paid for ${paidFor}, then ${now} (upload ${upload.statusCode})`);
      }
      expect(wrong).toEqual([]);
    }, 60_000);

    describe('the last use of a coupon', () => {
      let coupons = 0;
      async function lastUse(): Promise<string> {
        coupons += 1;
        const code = `LASTUSE${coupons}`;
        await insertLimitedCoupon(storefront().app.db, code, 1);
        return code;
      }

      async function order() {
        const visitor = await newVisitor(storefront().app);
        return { visitor, requestUuid: await checkedOut(storefront(), visitor) };
      }
      type Order = Awaited<ReturnType<typeof order>>;
      const apply = ({ visitor, requestUuid }: Order, couponCode: string) =>
        visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode });

      /** What is wrong with a coupon's uses and the orders holding it: more than its one use, or a count that is not its holders. */
      async function wrongUses(code: string, orders: Order[]): Promise<string[]> {
        const { db } = storefront().app;
        const problems = (await Promise.all(orders.map((o) => wrongMoney(storefront(), o.requestUuid)))).filter((p) => p !== null);
        const holders = await db.selectFrom('product_orders').select('state').where('coupon_code', '=', code).execute();
        const { used_count } = await db.selectFrom('coupons').select('used_count').where('code', '=', code).executeTakeFirstOrThrow();
        if (holders.length > 1) problems.push(`${holders.length} orders hold its one use`);
        if (used_count !== holders.length) problems.push(`${used_count} uses counted for ${holders.length} holders`);
        return problems;
      }

      it('two orders taking it and paying at once: one pays with it, every try', async () => {
        const wrong: string[] = [];
        for (let i = 0; i < TRIES; i += 1) {
          const code = await lastUse();
          const orders = [await order(), await order()];
          await Promise.all(orders.map(async (o) => (await apply(o, code), await STEPS.pay(o.visitor, o.requestUuid))));
          wrong.push(...(await wrongUses(code, orders)).map((p) => `try ${i + 1}: ${p}`));
        }
        expect(wrong).toEqual([]);
      });

      it('the holder paying, letting it go and another order taking it, all at once, every try', async () => {
        const wrong: string[] = [];
        for (let i = 0; i < TRIES; i += 1) {
          const code = await lastUse();
          const [holder, other] = [await order(), await order()];
          await apply(holder, code);
          await Promise.all([STEPS.pay(holder.visitor, holder.requestUuid), apply(holder, 'HEROTALE10'), apply(other, code)]);
          await STEPS.pay(other.visitor, other.requestUuid);
          wrong.push(...(await wrongUses(code, [holder, other])).map((p) => `try ${i + 1}: ${p}`));
        }
        expect(wrong).toEqual([]);
      });

      it(`taken back after ${COUPON_HOLD_HOURS} hours while its holder pays, every try`, async () => {
        const wrong: string[] = [];
        const later = () => new Date(Date.now() + (COUPON_HOLD_HOURS + 0.1) * 60 * 60 * 1000);
        for (let i = 0; i < TRIES; i += 1) {
          const code = await lastUse();
          const holder = await order();
          await apply(holder, code);
          await Promise.all([STEPS.pay(holder.visitor, holder.requestUuid), releaseExpiredCouponHolds(storefront().app.db, later())]);
          wrong.push(...(await wrongUses(code, [holder])).map((p) => `try ${i + 1}: ${p}`));
        }
        expect(wrong).toEqual([]);
      });
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000' },
);
