import sharp from 'sharp';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../../testing/photoUpload.js';
import { coverOnceDrawn, previewWithPages, readyRequest } from '../../../testing/previewFixtures.js';
import { payDeposit, productQuote } from '../../../testing/orderFixtures.js';
import { describeOnOneDatabase, newVisitor } from '../../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../../testing/storefrontFixture.js';
import { pictureAloneUrl } from 'contracts/book';
import { FIRST_VISIT_USAGE } from 'contracts/constants';

jest.setTimeout(120_000);

const SANDBOX_SECRET = 'p'.repeat(40);
const usageStats = FIRST_VISIT_USAGE;

describeOnOneDatabase(
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
        numberOfPagesForPreview: 12,
        numberOfPagesPerGenerationBatch: 2,
        depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: false },
        // Before a size is ordered, "Your book, page by page" shows the pages as the shop's first size prints them.
        print: { trimAspect: 1, ordered: false, sheet: expect.stringMatching(/^800x800g\d+$/) },
      });
      expect(['queued', 'processing', 'completed', 'available']).toContain(first.json().previewPagesStatus['1']);
      expect(first.json().previewPagesStatus['3']).toBe('pending');
      // Every page of the story is seen and chosen before the order: none is printed unseen.
      expect(Object.keys(first.json().previewPagesStatus)).toHaveLength(12);
      expect(first.json().nonPreviewPagesStatus).toEqual({});

      const preview = await previewWithPages(visitor, requestUuid, [1, 2]);
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

      // The book's own cover, drawn with the first pages and the confirmed hero.
      const coverImage = await visitor.get(await coverOnceDrawn(visitor, requestUuid));
      expect(coverImage.headers['content-type']).toBe('image/webp');
      expect(await sharp(coverImage.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720, height: 720 });

      const more = await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        startPage: 3,
        endPage: 5,
        usageStats,
      });
      expect(more.json()).toEqual({ queuedPages: [3, 4] });
      await previewWithPages(visitor, requestUuid, [3, 4]);
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
      // Deposit paid so all twelve pages can be made.
      await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_d2' });
      await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 13, usageStats });
      const preview = await previewWithPages(visitor, requestUuid, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(preview.status).toBe('completed');
      const choice = Object.fromEntries(
        preview.pages
          .filter((p: { previewPage: boolean }) => p.previewPage)
          .map((p: { pageNumber: number; imageFileURL: string[] }) => [String(p.pageNumber), p.imageFileURL[1]]),
      );

      const missing = await visitor.post('/api/books/requests', { requestUuid, selectedImages: { ...choice, 12: undefined } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('Please choose a picture for page 12.');
      const foreign = await visitor.post('/api/books/requests', { requestUuid, selectedImages: { ...choice, 2: choice['1'] } });
      expect(foreign.json().detail).toBe('The picture chosen for page 2 is not one of its pictures.');

      const saved = await visitor.post('/api/books/requests', { requestUuid, selectedImages: choice });
      expect(saved.json()).toEqual({ status: 'saved' });
      const cover = await coverOnceDrawn(visitor, requestUuid);
      const book = (await visitor.get(`/api/books/${requestUuid}`)).json().book;
      // The parent's flipbook opens with their own cover (page 0), then the pictures they chose, without their words
      // (kept beside each, and set as text on the facing page).
      const alone = Object.fromEntries(Object.entries(choice).map(([page, url]) => [page, pictureAloneUrl(url)]));
      expect(book).toMatchObject({ bookId: 1, pages: { ...alone, 0: cover }, title: 'The Brave Little Explorer', dedication: null });
      for (const url of Object.values(alone)) expect((await visitor.get(url)).statusCode).toBe(200);
      expect(book.childFirstName).toBe('Anaya');
      // Its "About" page draws the hero the pages were drawn with.
      const { hero } = await storefront()
        .app.db.selectFrom('book_previews')
        .select('hero')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect(book.hero).toEqual(JSON.parse(hero!));

      // The print options show each binding with this book's own cover on it.
      const { printTypeDetails } = (await visitor.post('/api/orders', productQuote(requestUuid))).json();
      for (const option of printTypeDetails) {
        expect(option.sampleImageURL).toMatch(
          new RegExp(`^/api/generated/${requestUuid}/[\\w-]+-${option.printType.toLowerCase()}\\.webp$`),
        );
        const shot = await visitor.get(option.sampleImageURL);
        expect(await sharp(shot.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
      }

      // Ordered in a landscape size, their flipbook opens with the same cover drawn in that shape, as high as the square.
      const place = { printType: 'Hardcover', printSize: 'Landscape 11 x 8.5 in (28 x 22 cm)' };
      expect((await visitor.patch(`/api/orders/${requestUuid}/place`, place)).statusCode).toBe(200);
      const ordered = (await visitor.get(`/api/books/${requestUuid}`)).json().book;
      expect(ordered.print.trimAspect).toBeCloseTo(11 / 8.5, 6);
      expect(ordered.pages['0']).toBe(cover.replace(/-cover\.webp$/, '-cover-w1294.webp'));
      const shaped = await visitor.get(ordered.pages['0']);
      expect(await sharp(shaped.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 932, height: 720 });
      // Not drawn in that shape (a size first sold after the cover was drawn), the square cover is shown.
      await storefront().app.storage.delete(`generated/${requestUuid}/${ordered.pages['0'].split('/').pop()}`);
      expect((await visitor.get(`/api/books/${requestUuid}`)).json().book.pages['0']).toBe(cover);
    });

    it('draws nothing again for the same hero asked again: its cover and print shots stay as drawn', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const ask = () =>
        visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, skinTone: 'Light' });
      await ask();
      const cover = await coverOnceDrawn(visitor, requestUuid);
      await previewWithPages(visitor, requestUuid, [1, 2]);
      // The cover is taken away behind the shop's back: only a new drawing would bring it back.
      const coverKey = `generated/${requestUuid}/${cover.split('/').pop()!.split('?')[0]}`;
      expect(await app.storage.get(coverKey)).not.toBeNull();
      await app.storage.delete(coverKey);
      expect((await ask()).json()).toEqual({ status: 'processing', queuedPages: [] });
      for (let i = 0; i < 100 && Object.values(await app.jobs.depth()).some((count) => count > 0); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await app.storage.get(coverKey)).toBeNull();
    });

    it('serves several visitors at once, each with their own pages', async () => {
      const visitor = await newVisitor(storefront().app);
      const [a, b] = await Promise.all([readyRequest(storefront(), visitor), readyRequest(storefront(), visitor)]);
      await Promise.all(
        [a, b].map((requestUuid) => visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats })),
      );
      const [previewA, previewB] = await Promise.all([previewWithPages(visitor, a, [1, 2]), previewWithPages(visitor, b, [1, 2])]);
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
      const preview = await previewWithPages(visitor, requestUuid, [1]);
      expect(preview.title).toBe('बहादुर खोजी: मुख्य भूमिका में अनाया');
      expect(preview.pages[0].pageTitle).toBe('मिलिए अनाया से');
      expect(preview.pages[11].pageTitle).toBe('मीठे सपने, नन्ही खोजी');
      // The line above the pages is the page's words: English on an English page, Hindi on a Hindi one.
      expect(preview.navigationText).toBe('Choose your favourite picture for every page, then save your choices.');
      const onHindiPage = await storefront().app.inject({
        url: `/api/bookpreviews/${requestUuid}`,
        headers: { cookie: visitor.cookie, 'accept-language': 'hi' },
      });
      expect(onHindiPage.json().navigationText).toBe('हर पन्ने के लिए अपनी पसंदीदा तस्वीर चुनें, फिर अपनी पसंद सहेजें।');
    });

    it('serves no image for a guessed address', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      expect((await visitor.get(`/api/generated/${requestUuid}/AAAAAAAAAAAAAAAAAAAAAAAA-p1-o0.webp`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/generated/${requestUuid}/..%2F..%2Fsession-secret`)).statusCode).toBe(404);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, PAGE_OPTIONS: '2', ...WITH_BACKGROUND_WORK },
);
