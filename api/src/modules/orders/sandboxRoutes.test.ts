import { indianAddress, newBookRequest, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../../testing/testApp.js';
import { SANDBOX_CARDS } from './sandboxRoutes.js';

async function initiated(storefront: TestStorefront) {
  const visitor = await newVisitor(storefront.app);
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  const { razorpayOrderId } = (await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })).json();
  return { visitor, requestUuid, razorpayOrderId: razorpayOrderId as string };
}

describeEachDatabase('sandbox payments', (storefront) => {
  it('serves a checkout script with the Razorpay interface', async () => {
    const response = await storefront().app.inject('/api/payments/sandbox/checkout.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    for (const part of ['window.Razorpay', 'prototype.open', 'prototype.on', "'payment.failed'", 'ondismiss', 'handler']) {
      expect(response.body).toContain(part);
    }
  });

  it('the success card pays, and the signed answer confirms the order', async () => {
    const { visitor, requestUuid, razorpayOrderId } = await initiated(storefront());
    const paid = await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: '4111 1111 1111 1111' });
    expect(paid.statusCode).toBe(200);
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = paid.json();
    expect(razorpay_order_id).toBe(razorpayOrderId);
    const confirmed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
      requestUuid,
      paymentFor: 'product',
      paymentSuccess: true,
      razorpayOrderId,
      razorpayPaymentId: razorpay_payment_id,
      razorpaySignature: razorpay_signature,
    });
    expect(confirmed.json()).toMatchObject({ paymentConfirmed: true });
    const again = await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: SANDBOX_CARDS.success });
    expect(again.statusCode).toBe(409);
  });

  it('the declined card answers a Razorpay-shaped error and records the failure', async () => {
    const { visitor, requestUuid, razorpayOrderId } = await initiated(storefront());
    const declined = await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: SANDBOX_CARDS.declined });
    expect(declined.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'card_declined',
      source: 'bank',
      step: 'payment_authorization',
    });
    const order = await storefront()
      .app.db.selectFrom('product_orders')
      .select('state')
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect(order.state).toBe('payment_failed');
  });

  it('any other card number is refused with the test cards to use', async () => {
    const { visitor, razorpayOrderId } = await initiated(storefront());
    const response = await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: '1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(SANDBOX_CARDS.success);
  });
});
