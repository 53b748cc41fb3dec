import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { indianAddress, newBookRequest, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../../testing/testApp.js';
import { hmacHex } from './paymentProvider.js';
import { WEBHOOK_PATH } from './webhookRoutes.js';

const WEBHOOK_SECRET = 'w'.repeat(32);

/** Razorpay's Orders API as the tests' stand-in: it answers order ids and records what it was sent. */
let razorpay: Server;
let razorpayUrl: string;
const received: { authorization?: string; body: { amount: number; currency: string } }[] = [];
let refuseNext = false;
/** Payments as Razorpay would report them when asked (GET /v1/payments/:id). */
const providerPayments = new Map<string, object>();

beforeAll(async () => {
  let next = 0;
  razorpay = createServer((request, response) => {
    const asked = /^\/v1\/payments\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && asked) {
      const payment = providerPayments.get(asked[1]);
      response.statusCode = payment ? 200 : 404;
      return response.end(
        JSON.stringify(payment ?? { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }),
      );
    }
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      next += 1;
      response.setHeader('content-type', 'application/json');
      if (refuseNext) {
        refuseNext = false;
        response.statusCode = 400;
        return response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } }));
      }
      response.end(JSON.stringify({ id: `order_rzp_${next}_${Date.now()}`, status: 'created' }));
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  razorpayUrl = `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => razorpay.close(resolve)));

async function initiatedOrder(storefront: TestStorefront) {
  const visitor = await newVisitor(storefront.app);
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  const initiation = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
  expect(initiation.statusCode).toBe(200);
  return { visitor, requestUuid, orderId: initiation.json().razorpayOrderId as string, keyId: initiation.json().razorpayKeyId as string };
}

function webhook(storefront: TestStorefront, event: object, { eventId, secret = WEBHOOK_SECRET }: { eventId: string; secret?: string }) {
  const body = JSON.stringify(event);
  return storefront.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': eventId },
  });
}

const captured = (orderId: string, amount: number, paymentId = 'pay_live_1') => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
});

const orderStateOf = (storefront: TestStorefront, requestUuid: string) =>
  storefront.app.db.selectFrom('product_orders').select('state').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();

describeEachDatabase(
  'Razorpay provider and webhook',
  (storefront) => {
    it('creates Razorpay orders in paise with the key as basic auth', async () => {
      const { keyId, requestUuid } = await initiatedOrder(storefront());
      expect(keyId).toBe('rzp_test_herotales');
      const last = received.at(-1)!;
      // Razorpay is told the amount, never whose book it pays for.
      expect(JSON.stringify(last.body)).not.toContain(requestUuid);
      expect(last.body).toMatchObject({ amount: 99900, currency: 'INR' });
      expect(last.authorization).toBe(`Basic ${Buffer.from(`rzp_test_herotales:${'k'.repeat(24)}`).toString('base64')}`);
    });

    it('a captured payment marks the order paid; the same event again changes nothing', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const first = await webhook(storefront(), captured(orderId, 99900), { eventId: `evt_${orderId}` });
      expect(first.json()).toEqual({ status: 'ok' });
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('paid');
      const replay = await webhook(storefront(), captured(orderId, 99900), { eventId: `evt_${orderId}` });
      expect(replay.json()).toEqual({ status: 'duplicate' });
    });

    it('a failure arriving after the payment never moves a paid order backwards', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      await webhook(storefront(), captured(orderId, 99900), { eventId: `evt_a_${orderId}` });
      const failed = await webhook(
        storefront(),
        { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_2', order_id: orderId, error_code: 'BAD_REQUEST_ERROR' } } } },
        { eventId: `evt_b_${orderId}` },
      );
      expect(failed.statusCode).toBe(200);
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('paid');
    });

    it('handles the same event delivered several times at once exactly once', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => webhook(storefront(), captured(orderId, 99900), { eventId: `evt_burst_${orderId}` })),
      );
      expect(answers.map((a) => a.json().status).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'ok']);
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('paid');
      const receipts = await storefront().app.db.selectFrom('emails').select('kind').where('request_uuid', '=', requestUuid).execute();
      expect(receipts).toEqual([{ kind: 'order-receipt' }]);
    });

    it('handles again a delivery whose recording failed, when Razorpay retries it', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const { app, dialect } = storefront();
      // The database refuses the receipt email for this order once, as a lost connection would.
      if (dialect === 'sqlite') {
        await sql
          .raw(
            `CREATE TRIGGER refuse_receipt BEFORE INSERT ON emails WHEN NEW.request_uuid = '${requestUuid}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
          )
          .execute(app.db);
      } else {
        await sql
          .raw(
            `CREATE FUNCTION refuse_receipt() RETURNS trigger AS $$ BEGIN IF NEW.request_uuid = '${requestUuid}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
          )
          .execute(app.db);
        await sql
          .raw('CREATE TRIGGER refuse_receipt BEFORE INSERT ON emails FOR EACH ROW EXECUTE FUNCTION refuse_receipt()')
          .execute(app.db);
      }
      const first = await webhook(storefront(), captured(orderId, 99900), { eventId: `evt_retry_${orderId}` });
      expect(first.statusCode).toBe(500);
      expect(
        await app.db.selectFrom('webhook_events').select('event_id').where('event_id', '=', `evt_retry_${orderId}`).executeTakeFirst(),
      ).toBeUndefined();
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('payment_initiated');

      await sql
        .raw(dialect === 'sqlite' ? 'DROP TRIGGER refuse_receipt' : 'DROP TRIGGER refuse_receipt ON emails; DROP FUNCTION refuse_receipt()')
        .execute(app.db);
      const retried = await webhook(storefront(), captured(orderId, 99900), { eventId: `evt_retry_${orderId}` });
      expect(retried.json()).toEqual({ status: 'ok' });
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('paid');
    });

    it("sends the 'payment failed' email on Razorpay's word, not on the browser's alone", async () => {
      const failure = { razorpayPaymentId: 'pay_declined_1', errorCode: 'BAD_REQUEST_ERROR', errorDescription: 'Your card was declined.' };
      const failedKinds = async (requestUuid: string) =>
        (await storefront().app.db.selectFrom('emails').select('kind').where('request_uuid', '=', requestUuid).execute()).map(
          (e) => e.kind,
        );

      // The browser says it failed, but Razorpay knows nothing of that payment: the page shows the failure, no email goes out.
      const claimed = await initiatedOrder(storefront());
      const told = await claimed.visitor.patch(`/api/orders/${claimed.requestUuid}/payment_confirmation`, {
        requestUuid: claimed.requestUuid,
        paymentFor: 'product',
        paymentSuccess: false,
        razorpayOrderId: claimed.orderId,
        ...failure,
      });
      expect(told.json()).toMatchObject({ paymentConfirmed: false });
      expect((await orderStateOf(storefront(), claimed.requestUuid)).state).toBe('payment_failed');
      expect(await failedKinds(claimed.requestUuid)).toEqual([]);

      // Razorpay confirms the failure when asked: the email is queued.
      const real = await initiatedOrder(storefront());
      providerPayments.set('pay_declined_2', {
        id: 'pay_declined_2',
        order_id: real.orderId,
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Your card was declined.',
      });
      await real.visitor.patch(`/api/orders/${real.requestUuid}/payment_confirmation`, {
        requestUuid: real.requestUuid,
        paymentFor: 'product',
        paymentSuccess: false,
        razorpayOrderId: real.orderId,
        ...failure,
        razorpayPaymentId: 'pay_declined_2',
      });
      expect(await failedKinds(real.requestUuid)).toEqual(['payment-failed']);

      // The webhook's word is enough too.
      await webhook(
        storefront(),
        {
          event: 'payment.failed',
          payload: {
            payment: { entity: { id: 'pay_declined_1', order_id: claimed.orderId, error_description: 'Your card was declined.' } },
          },
        },
        { eventId: `evt_failed_${claimed.orderId}` },
      );
      expect(await failedKinds(claimed.requestUuid)).toEqual(['payment-failed']);
    });

    it('refuses a forged or missing signature and changes nothing', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const forged = await webhook(storefront(), captured(orderId, 99900), { eventId: 'evt_forged', secret: 'x'.repeat(32) });
      expect(forged.statusCode).toBe(400);
      const unsigned = await storefront().app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: captured(orderId, 99900) });
      expect(unsigned.statusCode).toBe(400);
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('payment_initiated');
    });

    it('refuses a signed body that is not a Razorpay event and changes nothing', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const wrongShape = { event: 'payment.captured', payload: { payment: { entity: { id: 7, order_id: orderId, amount: '99900' } } } };
      const response = await webhook(storefront(), wrongShape, { eventId: `evt_shape_${orderId}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Webhook body is not a Razorpay event' });
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('payment_initiated');
    });

    it('does not record a capture for another amount', async () => {
      const { requestUuid, orderId } = await initiatedOrder(storefront());
      const response = await webhook(storefront(), captured(orderId, 100), { eventId: `evt_amount_${orderId}` });
      expect(response.json()).toEqual({ status: 'amount-mismatch' });
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('payment_initiated');
    });

    it('answers 502 with a message when Razorpay refuses the order', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
      refuseNext = true;
      const response = await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toBe('The payment provider refused the order: The amount must be at least INR 1.00');
      expect((await orderStateOf(storefront(), requestUuid)).state).toBe('checked_out');
    });
  },
  {
    RAZORPAY_KEY_ID: 'rzp_test_herotales',
    RAZORPAY_KEY_SECRET: 'k'.repeat(24),
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get RAZORPAY_API_URL() {
      return razorpayUrl;
    },
  },
);
