import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';

let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  fixture = createStorefrontFixture();
  app = await buildApp(fixture.config);
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

async function tokenAndCookie() {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token?_=1' });
  const cookie = response.cookies.find((c) => c.name === 'sid')!;
  return { response, token: response.json().csrf_token as string, cookie: `sid=${cookie.value}` };
}

describe('anti-forgery protocol', () => {
  it('issues a token bound to a new HttpOnly session cookie, never cached', async () => {
    const { response, token } = await tokenAndCookie();
    expect(response.statusCode).toBe(200);
    expect(token).toMatch(/^\d+\.[\w-]+$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('keeps the session of a visitor who already has one', async () => {
    const { cookie } = await tokenAndCookie();
    const again = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: { cookie } });
    expect(again.cookies).toHaveLength(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s without a token with a detail naming CSRF', async (method) => {
    const { cookie } = await tokenAndCookie();
    const response = await app.inject({ method, url: '/api/orders', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF token missing or invalid' });
  });

  it('lets a changing call with the session token through', async () => {
    const { token, cookie } = await tokenAndCookie();
    const response = await app.inject({ method: 'POST', url: '/api/no-such-call', headers: { cookie, 'x-csrf-token': token } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it("refuses another session's token", async () => {
    const first = await tokenAndCookie();
    const second = await tokenAndCookie();
    const response = await app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { cookie: second.cookie, 'x-csrf-token': first.token },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token whose signature was altered', async () => {
    const { token, cookie } = await tokenAndCookie();
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const response = await app.inject({ method: 'PATCH', url: '/api/no-such-call', headers: { cookie, 'x-csrf-token': forged } });
    expect(response.statusCode).toBe(403);
  });
});

describe('the session cookie over https', () => {
  let secureApp: FastifyInstance;
  let secureFixture: ReturnType<typeof createStorefrontFixture>;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy that the server is told to trust.
    secureFixture = createStorefrontFixture({ TRUSTED_PROXIES: '127.0.0.1' });
    secureApp = await buildApp(secureFixture.config);
  });
  afterAll(async () => {
    await secureApp.close();
    secureFixture.cleanup();
  });

  it('carries the __Host- prefix, Secure, for the whole site, and keeps working', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await secureApp.inject({ url: '/api/csrf-token', headers: https });
    const cookie = response.cookies.find((c) => c.name === '__Host-sid')!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie.domain).toBeUndefined();
    const call = await secureApp.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { ...https, cookie: `__Host-sid=${cookie.value}`, 'x-csrf-token': response.json().csrf_token },
    });
    expect(call.statusCode).toBe(404);
    const plainName = await secureApp.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { ...https, cookie: `sid=${cookie.value}`, 'x-csrf-token': response.json().csrf_token },
    });
    expect(plainName.statusCode).toBe(403);
  });
});
