import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createStorefrontFixture } from './testing/storefrontFixture.js';

const METRICS_TOKEN = 'm'.repeat(40);
let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  fixture = createStorefrontFixture({
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    SITE_ORIGIN: 'https://herotales.in',
    PAYMENT_PROVIDER: 'razorpay',
    PRINT_PROVIDER: 'files',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook secret',
    METRICS: 'true',
    METRICS_TOKEN,
  });
  app = await buildApp(fixture.config);
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe('a production server', () => {
  it('sets the session cookie Secure and __Host- even when the request reached it over http (TLS ended at a proxy)', async () => {
    const response = await app.inject({ url: '/api/csrf-token' });
    const cookie = response.cookies.find((c) => c.name === '__Host-sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('mounts no sandbox payment route and keeps /metrics to its token', async () => {
    const session = await app.inject({ url: '/api/csrf-token' });
    const cookie = session.cookies.find((c) => c.name === '__Host-sid')!;
    const sandbox = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { cookie: `__Host-sid=${cookie.value}`, 'x-csrf-token': session.json().csrf_token },
      payload: { orderId: 'order_x', cardNumber: '4111111111111111' },
    });
    expect(sandbox.statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
  });

  it('the lang cookie lacks Secure in production: now Secure, even over http behind a proxy', async () => {
    const response = await app.inject({ url: '/faq?lang=hi', headers: { accept: 'text/html' } });
    expect(response.headers['set-cookie']).toMatch(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });

  it('/api/openapi.json is public in production: now 404 unless PUBLISH_API_DESCRIPTION=true', async () => {
    expect((await app.inject({ url: '/api/openapi.json' })).statusCode).toBe(404);
  });
});
