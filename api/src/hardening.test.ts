import { describeEachDatabase, newVisitor } from './testing/testApp.js';

describeEachDatabase(
  'hardening',
  (storefront) => {
    it('limits changing calls per address with a clear message', async () => {
      const visitor = await newVisitor(storefront().app);
      const body = { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' };
      for (let i = 0; i < 3; i += 1) expect((await visitor.post('/api/cases', body)).statusCode).toBe(201);
      const limited = await visitor.post('/api/cases', body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Too many requests: please wait \d+ seconds and try again\.$/);
      expect((await visitor.get('/api/products')).statusCode).toBe(200);
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
  },
  { RATE_LIMIT_PER_MINUTE: '3' },
);

describeEachDatabase('body size', (storefront) => {
  it('refuses bodies over 1 MB with the error shape', async () => {
    const visitor = await newVisitor(storefront().app);
    const response = await visitor.post('/api/check-abuse/', { sessionId: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBeTruthy();
  });
});
