import { paymentSignature } from '../payments/paymentProvider.js';
import { depositOrder, newBookRequest } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import { requestPayments } from './requestPayments.js';

const SANDBOX_SECRET = 'd'.repeat(40);

describeEachDatabase(
  'deposit orders',
  (storefront) => {
    it('creates a payment order for the deposit the product sets, and confirms it once', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const created = await visitor.post('/api/orders', depositOrder(requestUuid));
      expect(created.statusCode).toBe(200);
      const { razorpayKeyId, razorpayOrderId } = created.json();
      expect(razorpayKeyId).toBe('rzp_sandbox_herotales');
      const payment = await storefront()
        .app.db.selectFrom('payments')
        .selectAll()
        .where('provider_order_id', '=', razorpayOrderId)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ payment_for: 'deposit', amount_paise: 9900, status: 'created' });
      expect(await requestPayments.isDepositPaid(storefront().app.db, requestUuid)).toBe(false);

      const confirmation = {
        requestUuid,
        paymentFor: 'deposit',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_dep_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_dep_1'),
      };
      expect((await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation)).json()).toMatchObject({
        paymentConfirmed: true,
      });
      expect(await requestPayments.isDepositPaid(storefront().app.db, requestUuid)).toBe(true);
      expect((await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation)).json()).toMatchObject({
        paymentConfirmed: true,
      });

      const again = await visitor.post('/api/orders', depositOrder(requestUuid));
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('The deposit for this book is already paid.');
    });

    it('a deposit confirmation cannot pay a product order, nor the other way round', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const { razorpayOrderId } = (await visitor.post('/api/orders', depositOrder(requestUuid))).json();
      const response = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_x',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_x'),
      });
      expect(response.statusCode).toBe(404);
      expect(await requestPayments.isDepositPaid(storefront().app.db, requestUuid)).toBe(false);
    });

    it.each([
      ['a phone of 6 digits', { phoneNumber: '+91123456' }],
      ['no name', { name: '' }],
      ['no country', { country: '' }],
      ['an invalid email', { email: 'priya@' }],
    ])('refuses %s', async (_case, change) => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const response = await visitor.post('/api/orders', { ...depositOrder(requestUuid), ...change });
      expect(response.statusCode).toBe(400);
      expect(
        await storefront().app.db.selectFrom('deposit_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst(),
      ).toBeUndefined();
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
