import { seedDatabase } from '../../seedDatabase.js';
import { describeEachDatabase } from '../../testing/testApp.js';

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
        // Bought now, its cheapest size arrives on a working day after today.
        expect(line.arrivesBy > new Date().toISOString().slice(0, 10)).toBe(true);
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

  it('answers in Hindi with ?lang=hi: names, descriptions, ages and price lines; prices, pictures and ids as in English', async () => {
    const { app } = storefront();
    const english = (await app.inject('/api/products')).json().products;
    const hindi = (await app.inject('/api/products?lang=hi')).json().products;
    expect(hindi[0]).toMatchObject({
      displayName: 'जंगल का खोजी',
      title: 'बहादुर खोजी',
      ageGroup: 'उम्र 3-8 साल',
      productPriceSummary: [
        { summaryLine: 'पेपरबैक, शुरुआती कीमत', price: 999, originalPrice: 1299, arrivesBy: expect.any(String) },
        { summaryLine: 'हार्डकवर, शुरुआती कीमत', price: 1499, originalPrice: 1999, arrivesBy: expect.any(String) },
      ],
    });
    expect(hindi[0].description).toMatch(/^आपका बच्चा/);
    const sameFields = (product: Record<string, unknown>) => ({
      ...product,
      displayName: 0,
      title: 0,
      description: 0,
      ageGroup: 0,
      productPriceSummary: 0,
    });
    expect(hindi.map(sameFields)).toEqual(english.map(sameFields));
    for (const product of hindi) expect(product.title).toMatch(/[\u0900-\u097F]/);
    expect((await app.inject('/api/products/2?lang=hi')).json().product.title).toBe('तारों तक का सफ़र');
    expect((await app.inject('/api/products?lang=en')).json().products).toEqual(english);
    expect(english[0].title).toBe('The Brave Little Explorer');
  });

  it("derives each story's 'from' lines from the print prices charged: the cheapest size of each print type", async () => {
    const { app } = storefront();
    const lines = async () => (await app.inject('/api/products/3')).json().product.productPriceSummary;
    const day = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
    expect(await lines()).toEqual([
      { summaryLine: 'Paperback from', price: 999, originalPrice: 1299, arrivesBy: day },
      { summaryLine: 'Hardcover from', price: 1499, originalPrice: 1999, arrivesBy: day },
    ]);
    await app.db
      .updateTable('print_sizes')
      .set({ price_paise: 1199_00, original_price_paise: null })
      .where('print_type', '=', 'Hardcover')
      .execute();
    try {
      expect((await lines())[1]).toEqual({ summaryLine: 'Hardcover from', price: 1199, arrivesBy: day });
    } finally {
      await seedDatabase(app.db);
    }
  });

  it('refuses a language it does not have, naming the parameter', async () => {
    const response = await storefront().app.inject('/api/products?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('lang');
  });
});
