import { paymentSignature } from '../../modules/payments/paymentProvider.js';
import { depositOrder, newBookRequest, payDeposit } from '../../testing/orderFixtures.js';
import { parsePrometheusText, sampleValue } from '../../testing/prometheusText.js';
import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import type { StorefrontApp } from '../../testing/testApp.js';

const TOKEN = 'm'.repeat(40);
const SANDBOX_SECRET = 'd'.repeat(40);

const scrape = async (app: StorefrontApp) => {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return parsePrometheusText(response.body);
};

describeEachDatabase('metrics, when not asked for', (storefront) => {
  it('serves no /metrics, not even the page for an unknown address', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await storefront().app.inject({ url: '/metrics', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describeEachDatabase(
  'metrics',
  (storefront) => {
    it('answers only to the token, in the text format, never cached', async () => {
      const { app } = storefront();
      expect((await app.inject('/metrics')).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${'x'.repeat(40)}` } })).statusCode).toBe(401);
      const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE http_requests_total counter');
      expect(response.body).toContain('# TYPE process_resident_memory_bytes gauge');
    });

    it('counts requests by route pattern, never by the address asked for', async () => {
      const { app } = storefront();
      for (let i = 0; i < 3; i += 1) expect((await app.inject('/api/products')).statusCode).toBe(200);
      await app.inject('/api/faqs/book-preview');
      await app.inject('/api/no-such-call/4711');
      await app.inject({ url: '/no-such-page/4711', headers: { accept: 'text/html' } });
      const samples = await scrape(app);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/products', status: '200' })).toBe(3);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: '/api/faqs/:faqType' })).toBe(1);
      expect(sampleValue(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
      expect(sampleValue(samples, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/products' })).toBe(3);
      expect(samples.some((s) => Object.values(s.labels).some((value) => value.includes('4711') || value.includes('book-preview')))).toBe(
        false,
      );
    });

    it('counts payments by outcome and shows the queues waiting', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const paid = await newBookRequest(app, visitor);
      expect(await payDeposit(visitor, paid, { secret: SANDBOX_SECRET, paymentId: 'pay_metrics_1' })).toMatchObject({
        paymentConfirmed: true,
      });
      const forged = await newBookRequest(app, visitor);
      const { razorpayOrderId } = (await visitor.post('/api/orders', depositOrder(forged))).json();
      const rejected = await visitor.patch(`/api/orders/${forged}/payment_confirmation`, {
        requestUuid: forged,
        paymentFor: 'deposit',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_metrics_2',
        razorpaySignature: paymentSignature('x'.repeat(40), razorpayOrderId, 'pay_metrics_2'),
      });
      expect(rejected.json()).toMatchObject({ paymentConfirmed: false });

      const samples = await scrape(app);
      expect(sampleValue(samples, 'payments_total', { outcome: 'paid' })).toBe(1);
      expect(sampleValue(samples, 'payments_total', { outcome: 'signature_rejected' })).toBe(1);
      const queues = samples.filter((s) => s.name === 'queue_depth');
      expect(queues.length).toBeGreaterThan(0);
      for (const queue of queues) expect(queue.value).toBeGreaterThanOrEqual(0);
    });

    it('keeps each instance in one process to its own counts', async () => {
      const other = await storefront().anotherInstance();
      await other.inject('/api/health');
      const samples = await scrape(other);
      expect(sampleValue(samples, 'http_requests_total', { route: '/api/health' })).toBe(1);
      expect(sampleValue(samples, 'http_requests_total', { route: '/api/products' })).toBeUndefined();
    });
  },
  { METRICS: 'true', METRICS_TOKEN: TOKEN, SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
