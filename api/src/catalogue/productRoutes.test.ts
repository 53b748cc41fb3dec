import { describeEachDatabase } from '../testing/testApp.js';

describeEachDatabase('GET /api/products', (storefront) => {
  it('lists the seeded stories by priority with every field of the Product entity', async () => {
    const response = await storefront().app.inject('/api/products');
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p: { status: string }) => p.status === 'live').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p: { status: string }) => p.status === 'coming-soon').length).toBeGreaterThanOrEqual(1);
    const priorities = products.map((p: { priority: number }) => p.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const product of products) {
      expect(Object.keys(product).sort()).toEqual(
        [
          'ageGroup',
          'description',
          'displayName',
          'imageUrls',
          'maxAge',
          'minAge',
          'priority',
          'productId',
          'productPriceSummary',
          'status',
          'title',
        ].sort(),
      );
      expect(product.imageUrls.length).toBeGreaterThan(0);
      expect(product.minAge).toBeLessThanOrEqual(product.maxAge);
      for (const line of product.productPriceSummary) {
        expect(line.price).toBeGreaterThan(0);
        expect(line.originalPrice).toBeGreaterThan(line.price);
      }
    }
  });

  it('answers one product with its age range', async () => {
    const response = await storefront().app.inject('/api/products/1');
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      productId: 1,
      minAge: expect.any(Number),
      maxAge: expect.any(Number),
      title: expect.any(String),
    });
  });

  it('answers 404 with a message for an unknown product and 400 for a malformed id', async () => {
    const missing = await storefront().app.inject('/api/products/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('We could not find that story.');
    expect((await storefront().app.inject('/api/products/abc')).statusCode).toBe(400);
  });
});
