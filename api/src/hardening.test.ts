import { multipartBody, noFacePhoto } from './testing/photoFixtures.js';
import { uploadPhoto } from './testing/photoUpload.js';
import { withinOneClockWindow } from './testing/clockWindows.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from './testing/testApp.js';

const contactCase = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };

describeEachDatabase(
  'rate limits per session',
  (storefront) => {
    it('limits changing calls per session with a clear message', async () => {
      const [visitor, statuses, limited] = await withinOneClockWindow(60_000, async () => {
        const caller = await newVisitor(storefront().app);
        const sent = [];
        for (let i = 0; i < 3; i += 1) sent.push((await caller.post('/api/cases', contactCase)).statusCode);
        return [caller, sent, await caller.post('/api/cases', contactCase)] as const;
      });
      expect(statuses).toEqual([201, 201, 201]);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
      expect((await visitor.get('/api/products')).statusCode).toBe(200);
      expect((await (await newVisitor(storefront().app)).post('/api/cases', contactCase)).statusCode).toBe(201);
    });

    it('publishes an OpenAPI document generated from the same schemas', async () => {
      const document = (await storefront().app.inject('/api/openapi.json')).json();
      expect(document.openapi).toMatch(/^3\./);
      for (const path of ['/api/products', '/api/orders', '/api/orders/{requestUuid}/checkout', '/api/faqs/{faqType}', '/api/cases']) {
        expect(document.paths).toHaveProperty([path]);
      }
      const checkout = document.paths['/api/orders/{requestUuid}/checkout'].patch;
      expect(JSON.stringify(checkout.requestBody)).toContain('addressLine1');
    });

    it('bounds every string of every route, taken or answered, with a maximum length', async () => {
      const document = (await storefront().app.inject('/api/openapi.json')).json();
      const unbounded: string[] = [];
      const walk = (node: unknown, at: string) => {
        if (!node || typeof node !== 'object') return;
        const schema = node as Record<string, unknown>;
        if (schema.type === 'string' && schema.maxLength === undefined && schema.enum === undefined) unbounded.push(at);
        for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
      };
      for (const [path, operations] of Object.entries(document.paths)) if (path.startsWith('/api/')) walk(operations, path);
      expect(unbounded).toEqual([]);
    });
  },
  { RATE_LIMIT_PER_MINUTE: '3' },
);

describeEachDatabase('checks attached to the routes', (storefront) => {
  it.each(['/%61pi/cases', '/api/%63ases', '/api//cases'])('refuses %s without a token and stores nothing', async (url) => {
    const { app } = storefront();
    const visitor = await newVisitor(app);
    const before = await app.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await app.inject({ method: 'POST', url, headers: { cookie: visitor.cookie }, payload: contactCase });
    expect([403, 404]).toContain(response.statusCode);
    const after = await app.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a changing call to an unknown address under /api without a token', async () => {
    const visitor = await newVisitor(storefront().app);
    const response = await storefront().app.inject({ method: 'DELETE', url: '/api/no-such-call', headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(403);
  });
});

/** Visitors from one socket address, each claiming another client address. */
async function visitorsWithForgedAddresses(storefront: TestStorefront, count: number, remoteAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const forwardedFor = `203.0.113.${i + 1}`;
    const session = await storefront.app.inject({ url: '/api/csrf-token', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    statuses.push(session.statusCode);
    if (session.statusCode !== 200) continue;
    const cookie = `sid=${session.cookies.find((c) => c.name === 'sid')!.value}`;
    const sent = await storefront.app.inject({
      method: 'POST',
      url: '/api/cases',
      payload: contactCase,
      remoteAddress,
      headers: { cookie, 'x-csrf-token': session.json().csrf_token, 'x-forwarded-for': forwardedFor },
    });
    statuses.push(sent.statusCode);
  }
  return statuses;
}

describeEachDatabase(
  'rate limits per address',
  (storefront) => {
    it('counts new sessions and changing calls per socket address, whatever X-Forwarded-For says', async () => {
      const statuses = await withinOneClockWindow(60_000, (tryNumber) =>
        visitorsWithForgedAddresses(storefront(), 8, `198.51.100.${tryNumber}`),
      );
      expect(statuses.slice(0, 10).every((status) => status === 200 || status === 201)).toBe(true);
      expect(statuses.slice(10)).toContain(429);
    });
  },
  { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10' },
);

describeEachDatabase(
  'rate limits behind a configured proxy',
  (storefront) => {
    it("believes a trusted proxy's X-Forwarded-For, so clients behind it have their own budgets", async () => {
      const statuses = await visitorsWithForgedAddresses(storefront(), 8);
      expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    });
  },
  { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10', TRUSTED_PROXIES: '127.0.0.1' },
);

describeEachDatabase(
  'photo work per address',
  (storefront) => {
    it('counts photo uploads and quick previews per address as well as per session: new sessions do not escape it', async () => {
      const photo = await noFacePhoto();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await uploadPhoto(storefront(), photo)).statusCode);
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      const visitor = await newVisitor(storefront().app);
      const { payload, contentType } = multipartBody({ gender: 'Girl', age: 5 }, { name: 'child.jpg', type: 'image/jpeg', bytes: photo });
      const quick = await storefront().app.inject({
        method: 'POST',
        url: '/api/quickpreviews/',
        payload,
        headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, 'content-type': contentType },
      });
      expect(quick.statusCode).toBe(429);
      expect(quick.json().detail).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
      expect((await visitor.get('/api/products')).statusCode).toBe(200);
    });
  },
  { PHOTO_WORK_PER_ADDRESS_PER_HOUR: '2' },
);

describeEachDatabase('body size', (storefront) => {
  it('refuses bodies over 1 MB with the error shape', async () => {
    const visitor = await newVisitor(storefront().app);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBeTruthy();
  });
});
