import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createCsrfBaseQuery } from './csrfBaseQuery';

/** A small API on loopback that follows the server's protocol, recording what the client sent. */
interface Recorded {
  method: string;
  url: string;
  token: string | undefined;
  requestKey: string | undefined;
  language: string | undefined;
}

let server: Server;
let baseUrl: string;
let recorded: Recorded[];
let tokenCounter: number;
let tokenEndpointBroken: boolean;
let rejectNextChangesWith: { status: number; detail: string }[];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const token = request.headers['x-csrf-token'] as string | undefined;
    recorded.push({
      method: request.method!,
      url: request.url!,
      token,
      requestKey: request.headers['x-request-key'] as string | undefined,
      language: request.headers['accept-language'],
    });
    response.setHeader('content-type', 'application/json');
    if (request.url!.startsWith('/api/csrf-token')) {
      if (tokenEndpointBroken) return response.writeHead(500).end('{"detail":"down"}');
      tokenCounter += 1;
      return response.end(JSON.stringify({ csrf_token: `token-${tokenCounter}` }));
    }
    const rejection = request.method !== 'GET' ? rejectNextChangesWith.shift() : undefined;
    if (rejection) return response.writeHead(rejection.status).end(JSON.stringify({ detail: rejection.detail }));
    response.end(JSON.stringify({ ok: true, token: token ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  recorded = [];
  tokenCounter = 0;
  tokenEndpointBroken = false;
  rejectNextChangesWith = [];
});

const api = { signal: new AbortController().signal, dispatch: jest.fn(), getState: jest.fn() } as unknown as BaseQueryApi;

const tokenFetches = () => recorded.filter((r) => r.url.startsWith('/api/csrf-token'));
const calls = () => recorded.filter((r) => !r.url.startsWith('/api/csrf-token'));

describe('anti-forgery base query', () => {
  it("sends the draft's request key on every call, and none without one", async () => {
    const query = createCsrfBaseQuery(baseUrl);
    const withKey = { ...api, getState: () => ({ orderDraft: { requestKey: 'key-1' } }) } as BaseQueryApi;
    await query('/bookpreviews/x', withKey, {});
    await query({ url: '/orders', method: 'POST', body: {} }, withKey, {});
    await query('/products', { ...api, getState: () => ({ orderDraft: { requestKey: null } }) }, {});
    expect(calls().map((c) => c.requestKey)).toEqual(['key-1', 'key-1', undefined]);
  });

  it("asks for the server's words in the page's language", async () => {
    const query = createCsrfBaseQuery(baseUrl);
    document.documentElement.lang = 'hi-IN';
    try {
      await query('/products', api, {});
      await query({ url: '/orders', method: 'POST', body: {} }, api, {});
    } finally {
      document.documentElement.lang = 'en-IN';
    }
    await query('/products', api, {});
    expect(calls().map((c) => c.language)).toEqual(['hi-IN', 'hi-IN', 'en-IN']);
  });

  it('sends no token on GET and does not fetch one', async () => {
    const query = createCsrfBaseQuery(baseUrl);
    const result = await query('/products', api, {});
    expect(result.data).toEqual({ ok: true, token: null });
    expect(tokenFetches()).toHaveLength(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('sends X-CSRF-Token on %s', async (method) => {
    const query = createCsrfBaseQuery(baseUrl);
    const result = await query({ url: '/orders', method, body: {} }, api, {});
    expect(result.data).toEqual({ ok: true, token: 'token-1' });
  });

  it('fetches the token with a cache-busting query', async () => {
    const query = createCsrfBaseQuery(baseUrl, () => 1234567);
    await query({ url: '/orders', method: 'POST', body: {} }, api, {});
    expect(tokenFetches()[0].url).toBe('/api/csrf-token?_=1234567');
  });

  it('reuses the token for 50 minutes, then fetches a new one', async () => {
    let now = 1_000_000;
    const query = createCsrfBaseQuery(baseUrl, () => now);
    await query({ url: '/a', method: 'POST', body: {} }, api, {});
    now += 49 * 60 * 1000;
    await query({ url: '/b', method: 'POST', body: {} }, api, {});
    expect(tokenFetches()).toHaveLength(1);
    now += 2 * 60 * 1000;
    const later = await query({ url: '/c', method: 'POST', body: {} }, api, {});
    expect(tokenFetches()).toHaveLength(2);
    expect(later.data).toEqual({ ok: true, token: 'token-2' });
  });

  it('shares one token request between concurrent calls', async () => {
    const query = createCsrfBaseQuery(baseUrl);
    await Promise.all([1, 2, 3].map(async (n) => query({ url: `/${n}`, method: 'POST', body: {} }, api, {})));
    expect(tokenFetches()).toHaveLength(1);
  });

  it.each(['CSRF token missing or invalid', 'सुरक्षा टोकन (CSRF) नहीं मिला या सही नहीं है'])(
    "on a 403 about CSRF ('%s') clears the token, fetches another and retries once",
    async (detail) => {
      const query = createCsrfBaseQuery(baseUrl);
      rejectNextChangesWith = [{ status: 403, detail }];
      const result = await query({ url: '/orders', method: 'POST', body: {} }, api, {});
      expect(result.data).toEqual({ ok: true, token: 'token-2' });
      expect(calls().map((c) => c.token)).toEqual(['token-1', 'token-2']);
    },
  );

  it('retries only once', async () => {
    const query = createCsrfBaseQuery(baseUrl);
    rejectNextChangesWith = [
      { status: 403, detail: 'CSRF token missing or invalid' },
      { status: 403, detail: 'CSRF token missing or invalid' },
    ];
    const result = await query({ url: '/orders', method: 'POST', body: {} }, api, {});
    expect(result.error).toMatchObject({ status: 403 });
    expect(calls()).toHaveLength(2);
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    const query = createCsrfBaseQuery(baseUrl);
    rejectNextChangesWith = [{ status: 403, detail: 'Forbidden' }];
    const result = await query({ url: '/orders', method: 'POST', body: {} }, api, {});
    expect(result.error).toMatchObject({ status: 403, data: { detail: 'Forbidden' } });
    expect(calls()).toHaveLength(1);
  });

  it("answers 'Unable to authenticate request' when no token can be had, without sending the call", async () => {
    tokenEndpointBroken = true;
    const query = createCsrfBaseQuery(baseUrl);
    const result = await query({ url: '/orders', method: 'PATCH', body: {} }, api, {});
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Unable to authenticate request' });
    expect(calls()).toHaveLength(0);
  });
});
