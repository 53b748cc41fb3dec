import sharp from 'sharp';
import { payDeposit } from '../../../testing/orderFixtures.js';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../../testing/testApp.js';
import { FIRST_VISIT_USAGE } from 'shared-contracts/constants';
import { defaultHeroLook, type HeroLook } from 'shared-contracts/hero';

jest.setTimeout(120_000);

const SANDBOX_SECRET = 'p'.repeat(40);
const usageStats = FIRST_VISIT_USAGE;

async function readyRequest(storefront: TestStorefront, visitor: Visitor) {
  const requestUuid = newRequestUuid();
  const upload = await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor });
  expect(upload.json().status).toBe('ok');
  return requestUuid;
}

async function waitFor(visitor: Visitor, requestUuid: string, pages: number[]) {
  for (let i = 0; i < 200; i += 1) {
    const preview = (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
    const statuses = pages.map((p) => preview.previewPagesStatus[p] ?? preview.nonPreviewPagesStatus[p]);
    if (statuses.includes('error')) throw new Error(`page in error: ${JSON.stringify(preview.previewPagesStatus)}`);
    if (statuses.every((s) => s === 'available')) return preview;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('pages did not become available');
}

describeEachDatabase(
  'book preview',
  (storefront) => {
    it('generates the first batch with the child on every option, then more pages on request', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const started = await visitor.post('/api/bookpreviews/', {
        requestUuid,
        bookId: 1,
        gender: 'Girl',
        age: 5,
        usageStats,
        skinTone: 'Light',
      });
      expect(started.json()).toEqual({ status: 'processing', queuedPages: [1, 2] });

      const first = await visitor.get(`/api/bookpreviews/${requestUuid}`);
      expect(first.json()).toMatchObject({
        title: 'The Brave Little Explorer, starring Anaya',
        numberOfPagesForPreview: 8,
        numberOfPagesPerGenerationBatch: 2,
        depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: false },
      });
      expect(['queued', 'processing', 'completed', 'available']).toContain(first.json().previewPagesStatus['1']);
      expect(first.json().previewPagesStatus['3']).toBe('pending');
      expect(Object.keys(first.json().nonPreviewPagesStatus)).toEqual(['9', '10', '11', '12']);

      const preview = await waitFor(visitor, requestUuid, [1, 2]);
      expect(preview.pagesGenerated).toBe(2);
      expect(preview.pagesGeneratedForPreview).toBe(2);
      expect(preview.status).toBe('partially_completed');
      const [page1] = preview.pages;
      expect(page1).toMatchObject({ pageNumber: 1, previewPage: true, pageTitle: 'Meet Anaya' });
      expect(page1.imageFileURL).toHaveLength(2);
      const image = await visitor.get(page1.imageFileURL[0]);
      expect(image.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 960, height: 720 });
      expect(image.rawPayload.equals((await visitor.get(page1.imageFileURL[1])).rawPayload)).toBe(false);

      const more = await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        startPage: 3,
        endPage: 5,
        usageStats,
      });
      expect(more.json()).toEqual({ queuedPages: [3, 4] });
      await waitFor(visitor, requestUuid, [3, 4]);
    });

    it('refuses pages after the deposit page until the deposit is paid', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
      const refused = await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        startPage: 5,
        endPage: 7,
        usageStats,
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().detail).toBe('A deposit of ₹99.00 is needed to see pages after page 4.');
      const jobs = await storefront()
        .app.db.selectFrom('page_jobs')
        .select(['page_number', 'status'])
        .where('request_uuid', '=', requestUuid)
        .where('page_number', 'in', [5, 6])
        .execute();
      expect(jobs.every((job) => job.status === 'pending')).toBe(true);

      await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_dep' });
      const allowed = await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        startPage: 5,
        endPage: 7,
        usageStats,
      });
      expect(allowed.json()).toEqual({ queuedPages: [5, 6] });
    });

    it('saves one chosen picture per preview page, each one of that page’s own', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
      // Deposit paid so all eight preview pages can be made.
      await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_d2' });
      await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 9, usageStats });
      const preview = await waitFor(visitor, requestUuid, [1, 2, 3, 4, 5, 6, 7, 8]);
      expect(preview.status).toBe('completed');
      const choice = Object.fromEntries(
        preview.pages
          .filter((p: { previewPage: boolean }) => p.previewPage)
          .map((p: { pageNumber: number; imageFileURL: string[] }) => [String(p.pageNumber), p.imageFileURL[1]]),
      );

      const missing = await visitor.post('/api/books/requests', { requestUuid, selectedImages: { ...choice, 8: undefined } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('Please choose a picture for page 8.');
      const foreign = await visitor.post('/api/books/requests', { requestUuid, selectedImages: { ...choice, 2: choice['1'] } });
      expect(foreign.json().detail).toBe('The picture chosen for page 2 is not one of its pictures.');

      const saved = await visitor.post('/api/books/requests', { requestUuid, selectedImages: choice });
      expect(saved.json()).toEqual({ status: 'saved' });
      const book = (await visitor.get(`/api/books/${requestUuid}`)).json().book;
      expect(book).toMatchObject({ bookId: 1, pages: choice, title: 'The Brave Little Explorer', dedication: null });
      expect(book.childFirstName).toBe('Anaya');
    });

    it('uses the skin tone the visitor chose over the estimate', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, skinTone: 'Deep' });
      const { db } = storefront().app;
      expect(
        (await db.selectFrom('book_previews').select('skin_tone').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow())
          .skin_tone,
      ).toBe('Deep');
      expect(
        (await db.selectFrom('photos').select('chosen_skin_tone').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow())
          .chosen_skin_tone,
      ).toBe('Deep');
    });

    it('draws the hero the parent confirmed, and draws every page again, at new addresses, when it changes', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const { db } = storefront().app;
      const hero: HeroLook = { ...defaultHeroLook('Girl', 5), skinTone: 'Brown', hairStyle: 'plaits', glasses: 'square' };
      const start = (look: HeroLook) =>
        visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, hero: look });
      expect((await start(hero)).statusCode).toBe(200);
      const kept = await db
        .selectFrom('book_previews')
        .select(['hero', 'skin_tone'])
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect({ hero: JSON.parse(kept.hero!), skinTone: kept.skin_tone }).toEqual({ hero, skinTone: 'Brown' });
      const first = await waitFor(visitor, requestUuid, [1, 2]);

      // The same hero again keeps what was drawn; another one draws it all again.
      expect((await start(hero)).json()).toEqual({ status: 'processing', queuedPages: [] });
      expect((await start({ ...hero, glasses: 'none' })).json()).toEqual({ status: 'processing', queuedPages: [1, 2] });
      const again = await waitFor(visitor, requestUuid, [1, 2]);
      expect(again.pages[0].imageFileURL[0]).not.toBe(first.pages[0].imageFileURL[0]);
      expect((await visitor.get(first.pages[0].imageFileURL[0])).statusCode).toBe(404);
    });

    it('refuses a hero that cannot be drawn, each with a clear message, and starts nothing', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const refused: Record<string, object> = {
        'a hero whose skin differs from the skin tone sent with it': {
          skinTone: 'Light',
          hero: { ...defaultHeroLook('Girl', 5), skinTone: 'Deep' },
        },
        'cropped hair in plaits': { hero: { ...defaultHeroLook('Girl', 5), hairLength: 'cropped', hairStyle: 'plaits' } },
        'a hair colour not drawn': { hero: { ...defaultHeroLook('Girl', 5), hairColour: 'green' } },
        'a hero with an attribute missing': { hero: { skinTone: 'Medium' } },
      };
      for (const [what, change] of Object.entries(refused)) {
        const response = await visitor.post('/api/bookpreviews/', {
          requestUuid,
          bookId: 1,
          gender: 'Girl',
          age: 5,
          usageStats,
          ...change,
        });
        expect({ what, status: response.statusCode, said: /\w/.test(response.json().detail) }).toEqual({ what, status: 400, said: true });
      }
      const started = await storefront()
        .app.db.selectFrom('book_previews')
        .select('request_uuid')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirst();
      expect(started).toBeUndefined();
    });

    it('serves several visitors at once, each with their own pages', async () => {
      const visitor = await newVisitor(storefront().app);
      const [a, b] = await Promise.all([readyRequest(storefront(), visitor), readyRequest(storefront(), visitor)]);
      await Promise.all(
        [a, b].map((requestUuid) => visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats })),
      );
      const [previewA, previewB] = await Promise.all([waitFor(visitor, a, [1, 2]), waitFor(visitor, b, [1, 2])]);
      expect(previewA.pages[0].imageFileURL[0]).toContain(a);
      expect(previewB.pages[0].imageFileURL[0]).toContain(b);
      expect(previewA.pages[0].imageFileURL[0]).not.toBe(previewB.pages[0].imageFileURL[0]);
    });

    it.each([
      ['a skin tone not offered', { skinTone: 'Green' }, 400],
      ['another story than the request’s', { bookId: 2 }, 400],
      ['a request without a photo', { requestUuid: newRequestUuid() }, 404],
    ])('refuses %s', async (_case, change, status) => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const response = await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, ...change });
      expect(response.statusCode).toBe(status);
    });

    it('tells a Hindi book in Hindi, with the hero named and the forms for a girl', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = newRequestUuid();
      const fields = { ...childDetails(requestUuid), firstName: 'अनाया', language: 'hi' };
      expect((await uploadPhoto(storefront(), await singleFacePhoto(), fields, { visitor })).json().status).toBe('ok');
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, skinTone: 'Light' });
      const preview = await waitFor(visitor, requestUuid, [1]);
      expect(preview.title).toBe('बहादुर खोजी: मुख्य भूमिका में अनाया');
      expect(preview.pages[0].pageTitle).toBe('मिलिए अनाया से');
      expect(preview.pages[11].pageTitle).toBe('मीठे सपने, नन्ही खोजी');
    });

    it('serves no image for a guessed address', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      expect((await visitor.get(`/api/generated/${requestUuid}/AAAAAAAAAAAAAAAAAAAAAAAA-p1-o0.webp`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/generated/${requestUuid}/..%2F..%2Fsession-secret`)).statusCode).toBe(404);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, PAGE_OPTIONS: '2' },
);
