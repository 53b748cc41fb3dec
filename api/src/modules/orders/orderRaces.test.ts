import { paymentSignature } from '../payments/paymentProvider.js';
import { indianAddress, newBookRequest, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import { priceFromFacts } from './orderPrice.js';

const SANDBOX_SECRET = 'r'.repeat(40);
/** Each pair of steps is fired together this many times (on PostgreSQL the steps truly interleave). */
const TRIES = 6;

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
    const { razorpayOrderId } = initiated.json<{ razorpayOrderId: string }>();
    paymentCount += 1;
    const paymentId = `pay_race${paymentCount}`;
    return visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
      requestUuid,
      paymentFor: 'product',
      paymentSuccess: true,
      razorpayOrderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, paymentId),
    });
  },
};
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

const PAIRS: [Step, Step][] = [
  ['checkout', 'discount'],
  ['checkout', 'place'],
  ['place', 'discount'],
  ['checkout', 'pay'],
  ['place', 'pay'],
  ['discount', 'pay'],
  ['pay', 'pay'],
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
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000' },
);
