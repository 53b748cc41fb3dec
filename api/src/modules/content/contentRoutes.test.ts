import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import { SAMPLES } from '../media/sampleBooks.js';

describeEachDatabase('content calls', (storefront) => {
  const get = (url: string) => storefront().app.inject(url);

  it('answers the FAQs of each type, and none for an unknown type', async () => {
    expect((await get('/api/faqs/general')).json().faqs.length).toBeGreaterThanOrEqual(8);
    const placeOrder = (await get('/api/faqs/place-order')).json().faqs;
    expect(placeOrder.length).toBeGreaterThanOrEqual(4);
    expect(placeOrder[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    expect((await get('/api/faqs/nothing-here')).json()).toEqual({ faqs: [] });
    expect((await get('/api/faqs/NOT_VALID!')).statusCode).toBe(400);
  });

  it('answers the states of each checkout country', async () => {
    const india = (await get('/api/referencedata/states?country_code=IN')).json().states;
    expect(india).toHaveLength(36);
    expect(india).toContainEqual({ code: 'KA', name: 'Karnataka' });
    expect(india).toContainEqual({ code: 'DL', name: 'Delhi' });
    expect((await get('/api/referencedata/states?country_code=US')).json().states).toHaveLength(51);
    expect((await get('/api/referencedata/states?country_code=UK')).json().states).toHaveLength(4);
    const unknown = await get('/api/referencedata/states?country_code=FR');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toContain('FR');
    expect((await get('/api/referencedata/states')).statusCode).toBe(400);
    expect((await get('/api/referencedata/states?country_code=india')).statusCode).toBe(400);
  });

  it('names the states in Hindi with lang=hi, with the same codes in the same order', async () => {
    const english = (await get('/api/referencedata/states?country_code=IN')).json().states;
    const hindi = (await get('/api/referencedata/states?country_code=IN&lang=hi')).json().states;
    expect(hindi.map((state: { code: string }) => state.code)).toEqual(english.map((state: { code: string }) => state.code));
    expect(hindi).toContainEqual({ code: 'KA', name: 'कर्नाटक' });
    expect((await get('/api/referencedata/states?country_code=UK&lang=hi')).json().states).toContainEqual({ code: 'WLS', name: 'वेल्स' });
    expect((await get('/api/referencedata/states?country_code=IN&lang=fr')).statusCode).toBe(400);
  });

  it.each(['privacy-policy', 'terms-of-service', 'refund-and-cancellation-policy', 'cookie-policy', 'shipping-and-delivery-policy'])(
    'serves the %s document as Markdown with its Last Updated line',
    async (name) => {
      const response = await get(`/api/policies/${name}.md`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/markdown');
      expect(response.body).toMatch(/^Last Updated: .+$/m);
      expect(response.body.length).toBeGreaterThan(2000);
    },
  );

  it.each(['privacy-policy', 'terms-of-service', 'refund-and-cancellation-policy', 'cookie-policy', 'shipping-and-delivery-policy'])(
    'serves the %s document in Hindi with ?lang=hi, with its own Last Updated line',
    async (name) => {
      const response = await get(`/api/policies/${name}.md?lang=hi`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('hi');
      expect(response.body).toMatch(/^अंतिम अपडेट: .+$/m);
      expect(response.body).toMatch(/^# [\u0900-\u097F]/m);
      expect((await get(`/api/policies/${name}.md`)).headers['content-language']).toBe('en');
    },
  );

  it('answers the FAQs in Hindi with ?lang=hi, as many as in English, and refuses a language it does not speak', async () => {
    const english = (await get('/api/faqs/general')).json().faqs;
    const hindi = (await get('/api/faqs/general?lang=hi')).json().faqs;
    expect(hindi).toHaveLength(english.length);
    expect(hindi[0].question).toMatch(/[\u0900-\u097F]/);
    expect((await get('/api/faqs/general?lang=fr')).statusCode).toBe(400);
    expect((await get('/api/policies/privacy-policy.md?lang=fr')).statusCode).toBe(400);
  });

  it('answers 400 for a policy that does not exist', async () => {
    expect((await get('/api/policies/secret-plans.md')).statusCode).toBe(400);
  });

  it('lists sample flipbooks, filtered by product and gender', async () => {
    const all = (await get('/api/sample-flipbooks')).json().flipbooks;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all[0]).toEqual({
      productId: expect.any(Number),
      displayName: expect.any(String),
      productStatus: 'live',
      requestUuid: expect.stringMatching(/^\d{8}-/),
      displayImage: expect.stringMatching(/^\/media\//),
      sampleFlipbookId: expect.any(Number),
      priority: expect.any(Number),
    });
    const forProduct = (await get('/api/sample-flipbooks?productId=2')).json().flipbooks;
    expect(forProduct.length).toBeGreaterThan(0);
    expect(forProduct.every((f: { productId: number }) => f.productId === 2)).toBe(true);
    const girls = (await get('/api/sample-flipbooks?gender=Girl&productId=1')).json().flipbooks;
    expect(girls).toHaveLength(1);
    expect((await get('/api/sample-flipbooks?productId=x')).statusCode).toBe(400);
    // Each sample shows its own cover (its hero, its name), titled in the page's language; a story not made yet says so.
    const covers = all.map((f: { displayImage: string }) => f.displayImage);
    expect(new Set(covers).size).toBe(covers.length);
    const [boy] = (await get('/api/sample-flipbooks?productId=1&gender=Boy&lang=hi')).json().flipbooks;
    expect(boy.displayImage).toBe('/media/products/jungle-explorer/sample-hi-v0-cover-360.webp');
    const festival = (await get('/api/sample-flipbooks?productId=4')).json().flipbooks;
    expect(festival.every((f: { productStatus: string }) => f.productStatus === 'coming-soon')).toBe(true);
  });

  it("answers a sample book's pages, and 404 for an unknown book", async () => {
    const [first] = (await get('/api/sample-flipbooks?productId=1')).json().flipbooks;
    const { book } = (await get(`/api/books/${first.requestUuid}`)).json();
    expect(book.bookId).toBe(1);
    expect(Object.keys(book.pages).length).toBeGreaterThanOrEqual(12);
    expect(book.pages['1']).toMatch(/\.webp$/);
    // The words of the book's own pages: the sample hero's title page and the back cover's blurb.
    // A sample is no one's order: it has no print size to be cut to, so the flipbook shows its pictures whole.
    expect(book).toMatchObject({
      title: 'The Brave Little Explorer',
      childFirstName: 'Aarav',
      dedication: null,
      hero: SAMPLES[0].look,
      print: null,
    });
    expect(book.blurb).toMatch(/^Your little one packs an explorer bag/);
    expect((await get('/api/books/01012026-00000000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    expect((await get('/api/books/not-a-request')).statusCode).toBe(400);
  });

  it('answers the sample books in Hindi with lang=hi: the stories named, the same pictures, the words and the cover in Hindi', async () => {
    const [first] = (await get('/api/sample-flipbooks?productId=1&lang=hi')).json().flipbooks;
    expect(first.displayName).toBe('जंगल का खोजी');
    const english = (await get(`/api/books/${first.requestUuid}`)).json().book;
    const hindi = (await get(`/api/books/${first.requestUuid}?lang=hi`)).json().book;
    // The pictures carry no words: the book sets them on the facing page, in the language it is read in.
    expect(english.pages['1']).toBe('/media/products/jungle-explorer/sample-v0-scene-01-960.webp');
    expect(hindi.pages['1']).toBe(english.pages['1']);
    expect(Object.keys(hindi.pages)).toEqual(Object.keys(english.pages));
    expect(english.words['1']).toMatch(/^This is Aarav/);
    expect(hindi.words['1']).toMatch(/आरव/);
    expect(Object.keys(hindi.words)).toHaveLength(12);
    // The cover is titled and names its hero in Hindi too.
    expect(hindi.pages['0']).toBe(english.pages['0'].replace('sample-en-', 'sample-hi-'));
    expect(hindi).toMatchObject({ childFirstName: 'आरव', title: expect.stringMatching(/[\u0900-\u097F]/) });
  });
});

describeEachDatabase('POST /api/cases', (storefront) => {
  const message = { name: 'Meera', email: 'meera@example.com', subject: 'Delivery to Pune', message: 'Hello!\nCan you deliver by Friday?' };

  it('stores a contact message with the request id and the session', async () => {
    const visitor = await newVisitor(storefront().app);
    const requestUuid = '22112026-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const response = await visitor.post('/api/cases', { ...message, requestUuid });
    expect(response.statusCode).toBe(201);
    const stored = await storefront()
      .app.db.selectFrom('cases')
      .selectAll()
      .where('case_id', '=', response.json().caseId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Meera', email: 'meera@example.com', subject: 'Delivery to Pune', request_uuid: requestUuid });
    expect(stored.session_id).not.toBeNull();
  });

  it.each([
    ['a missing name', { ...message, name: undefined }],
    ['a blank subject', { ...message, subject: '   ' }],
    ['an invalid email', { ...message, email: 'meera@' }],
    ['an empty message', { ...message, message: '' }],
    ['a malformed request id', { ...message, requestUuid: 'abc' }],
  ])('refuses %s with a message and stores nothing', async (_case, body) => {
    const visitor = await newVisitor(storefront().app);
    const before = await storefront()
      .app.db.selectFrom('cases')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await visitor.post('/api/cases', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Invalid request: /);
    const after = await storefront()
      .app.db.selectFrom('cases')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a message without the anti-forgery token', async () => {
    const response = await storefront().app.inject({ method: 'POST', url: '/api/cases', payload: message });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('CSRF');
  });
});
