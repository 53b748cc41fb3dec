import sharp from 'sharp';
import { pictureAloneUrl, printedPictureUrl } from 'contracts/book';
import { newPerson, type Companion } from 'contracts/companions';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import type { BookPreviewResponse, OrderProgressResponse } from 'contracts/schemas';
import { coverOnceDrawn, previewWithPages, readyRequest } from '../../testing/previewFixtures.js';
import { newBookRequest, payDeposit, payForOrder, productQuote } from '../../testing/orderFixtures.js';
import { describeOnOneDatabase, newVisitor, type Visitor } from '../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../testing/storefrontFixture.js';
import { buildBookPdf, type BookPdfSettings } from './bookPdfJobs.js';

jest.setTimeout(180_000);

const SANDBOX_SECRET = 'r'.repeat(40);
const usageStats = FIRST_VISIT_USAGE;
const ALL_PAGES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const HOUR_MS = 3_600_000;

/** A request previewed to its last page (with its companions), every picture chosen (the first option of each), and paid. */
async function paidBook(storefront: Parameters<typeof readyRequest>[0], visitor: Visitor, paymentId: string, companions: Companion[] = []) {
  const requestUuid = await readyRequest(storefront, visitor);
  await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, companions });
  await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: `${paymentId}_deposit` });
  await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 13, usageStats });
  const preview: BookPreviewResponse = await previewWithPages(visitor, requestUuid, ALL_PAGES);
  await coverOnceDrawn(visitor, requestUuid);
  const selectedImages = Object.fromEntries(preview.pages.map((page) => [String(page.pageNumber), page.imageFileURL[0]]));
  expect((await visitor.post('/api/books/requests', { requestUuid, selectedImages })).json()).toEqual({ status: 'saved' });
  const paid = await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId, dedication: 'For Anaya' });
  expect(paid.paymentConfirmed).toBe(true);
  return requestUuid;
}

const progressOf = async (visitor: Visitor, requestUuid: string): Promise<OrderProgressResponse> =>
  (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();

/** The book is changed in its review window: every page drawn again once the name changes. */
async function redrawnPreview(visitor: Visitor, requestUuid: string): Promise<BookPreviewResponse> {
  for (let i = 0; i < 400; i += 1) {
    const progress = await progressOf(visitor, requestUuid);
    if (progress.review && !progress.review.redrawing) return (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the pages were not drawn again');
}

describeOnOneDatabase(
  'the review window after payment',
  (storefront) => {
    it('changes the names, the dedication and a picture at no charge until the book goes to print, then none', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await paidBook(storefront(), visitor, 'pay_review', [newPerson('nani', 'en')]);
      const order = await app.db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
      // Twelve hours from the payment, by default; the book is built when they end.
      expect(new Date(order.review_until!).getTime() - new Date(order.paid_at!).getTime()).toBe(12 * HOUR_MS);
      const pdf = await app.db.selectFrom('book_pdfs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
      expect(pdf).toMatchObject({ status: 'pending', next_attempt_at: order.review_until });
      expect(await progressOf(visitor, requestUuid)).toMatchObject({
        steps: { printing: null },
        review: { until: order.review_until, dedication: 'For Anaya', companionNames: ['Nani'], redrawing: false },
      });
      const before: BookPreviewResponse = (await visitor.get(`/api/bookpreviews/${requestUuid}`)).json();
      expect(before.review).toEqual({ until: order.review_until, selectedImages: expect.any(Object) });

      // Bad input is refused with its reason and changes nothing.
      const noName = await visitor.patch(`/api/orders/${requestUuid}/book`, { childFirstName: '  ', dedication: 'For Anaya' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().detail).toBe("Please enter your child's first name");
      const longDedication = await visitor.patch(`/api/orders/${requestUuid}/book`, {
        childFirstName: 'Anaya',
        dedication: '1\n2\n3\n4\n5\n6\n7',
      });
      expect(longDedication.statusCode).toBe(400);
      const twoNames = await visitor.patch(`/api/orders/${requestUuid}/book`, {
        childFirstName: 'Anaya',
        dedication: 'For Anaya',
        companionNames: ['Nani', 'Bruno'],
      });
      expect(twoNames.json().detail).toBe('We could not read who else is in the story. Please choose them again.');
      const hidden = await visitor.patch(`/api/orders/${requestUuid}/book`, {
        childFirstName: 'Anaya',
        dedication: 'For Anaya',
        companionNames: ['Na\u202eni'],
      });
      expect(hidden.statusCode).toBe(400);
      expect((await progressOf(visitor, requestUuid)).review?.companionNames).toEqual(['Nani']);
      expect((await progressOf(visitor, requestUuid)).review?.dedication).toBe('For Anaya');

      // The dedication alone: saved, nothing drawn again.
      const dedicated = await visitor.patch(`/api/orders/${requestUuid}/book`, {
        childFirstName: 'Anaya',
        dedication: 'For Anaya,\nfrom Nani',
      });
      expect(dedicated.json()).toEqual({ status: 'saved', redrawing: false });

      // New names: every page and the cover drawn again with them, the same options chosen, the old pictures gone.
      const renamed = await visitor.patch(`/api/orders/${requestUuid}/book`, {
        childFirstName: 'Vihaan',
        dedication: 'For Vihaan',
        companionNames: ['Nani Maa'],
      });
      expect(renamed.json()).toEqual({ status: 'saved', redrawing: true });
      const meanwhile = await visitor.patch(`/api/orders/${requestUuid}/book`, { childFirstName: 'Kabir', dedication: '' });
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json().detail).toBe('Your pages are still being drawn with the new name. Please try again in a minute.');
      const after = await redrawnPreview(visitor, requestUuid);
      expect(after.title).toBe('The Brave Little Explorer, starring Vihaan, with Nani Maa');
      // That was the order's one whole redraw here (REVIEW_REDRAWS=1): another new name is refused and changes
      // nothing, its dedication neither.
      const again = await visitor.patch(`/api/orders/${requestUuid}/book`, { childFirstName: 'Kabir', dedication: 'For Kabir' });
      expect(again.statusCode).toBe(429);
      expect(again.json().detail).toBe(
        'This book has been drawn again for new names as often as it can be. To change a name once more, please write to us.',
      );
      expect((await progressOf(visitor, requestUuid)).review).toMatchObject({ dedication: 'For Vihaan', redrawing: false });
      expect(after.pages[0].text).toMatch(/And today, Nani Maa is coming along too!$/);
      expect(after.pages[0].pageTitle).toBe('Meet Vihaan');
      expect(after.pages.every((page) => page.imageFileURL.length === 2)).toBe(true);
      expect(after.review?.selectedImages).toEqual(
        Object.fromEntries(after.pages.map((page) => [String(page.pageNumber), page.imageFileURL[0]])),
      );
      expect(after.coverImageURL).not.toBe(before.coverImageURL);
      expect((await visitor.get(after.pages[0].imageFileURL[0])).statusCode).toBe(200);
      expect((await visitor.get(before.pages[0].imageFileURL[0])).statusCode).toBe(404);
      expect((await visitor.get(before.coverImageURL!)).statusCode).toBe(404);
      const book = (await visitor.get(`/api/books/${requestUuid}`)).json().book;
      // The flipbook's pictures are the chosen ones without their words, which it sets beside them.
      const alone = (chosen: Record<string, string>) =>
        Object.fromEntries(Object.entries(chosen).map(([page, url]) => [page, pictureAloneUrl(url)]));
      expect(book).toMatchObject({
        childFirstName: 'Vihaan',
        company: 'Nani Maa',
        dedication: 'For Vihaan',
        pages: { ...alone(after.review!.selectedImages), 0: after.coverImageURL },
      });
      // The ordered size, Square 8 x 8 in, draws every story picture again for the square sheet, reframed to keep
      // its cast inside the safe area; the flipbook shows that picture, its bleed trimmed.
      expect(book.print).toMatchObject({ trimAspect: 1, ordered: true, sheet: expect.stringMatching(/^800x800g\d+$/) });
      expect(book.print.page.width).toBeCloseTo(8 / 8.25, 6);
      expect(book.print.page.left).toBeCloseTo(0.125 / 8.25, 6);
      const drawn = await visitor.get(printedPictureUrl(book.pages['3'], book.print.sheet));
      expect(drawn.statusCode).toBe(200);
      expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 960 });
      // Kept: asked again, it is the same picture.
      expect((await visitor.get(printedPictureUrl(book.pages['3'], book.print.sheet))).rawPayload.equals(drawn.rawPayload)).toBe(true);
      // Only for a sheet the shop sells, and the hero the book is drawn with now.
      expect((await visitor.get(printedPictureUrl(book.pages['3'], '900x900g127'))).statusCode).toBe(404);
      expect((await visitor.get(printedPictureUrl(before.pages[2].imageFileURL[0], book.print.sheet))).statusCode).toBe(404);

      // Another picture for page 3.
      const chosen = { ...after.review!.selectedImages, 3: after.pages[2].imageFileURL[1] };
      expect((await visitor.post('/api/books/requests', { requestUuid, selectedImages: chosen })).json()).toEqual({ status: 'saved' });
      expect((await visitor.get(`/api/books/${requestUuid}`)).json().book.pages['3']).toBe(pictureAloneUrl(chosen['3']));
      const charged = await app.db.selectFrom('payments').select('payment_for').where('request_uuid', '=', requestUuid).execute();
      expect(charged.map((payment) => payment.payment_for).sort()).toEqual(['deposit', 'product']);

      // The window ends with the build (as its job does when it comes due): the book goes to print and stays as it is.
      const settings: BookPdfSettings = {
        storage: app.storage,
        print: { dpi: 30 },
        printBook: (content, width) => app.work.printBook({ content, print: settings.print, width, comfyuiUrl: null }),
        webAddress: null,
      };
      await buildBookPdf(app.db, app.jobs, settings, requestUuid, { number: 1, final: false, priority: 0 });
      // Built, it goes to print by itself (its print job, with the files kept for staff here).
      let printed = await progressOf(visitor, requestUuid);
      for (let i = 0; i < 100 && !printed.steps.printing; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        printed = await progressOf(visitor, requestUuid);
      }
      expect(printed.review).toBeNull();
      expect(printed.steps.printing).not.toBeNull();
      const late = await visitor.patch(`/api/orders/${requestUuid}/book`, { childFirstName: 'Kabir', dedication: '' });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe('This book has gone to print and can no longer be changed.');
      const lateChoice = await visitor.post('/api/books/requests', { requestUuid, selectedImages: after.review!.selectedImages });
      expect(lateChoice.statusCode).toBe(409);
      expect(lateChoice.json().detail).toBe('This book has gone to print, so its pictures can no longer change.');
      expect((await visitor.get(`/api/books/${requestUuid}`)).json().book).toMatchObject({
        childFirstName: 'Vihaan',
        dedication: 'For Vihaan',
      });
    });

    it('changes nothing of an order not paid yet, nor of another visitor’s', async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor);
      await visitor.post('/api/orders', productQuote(requestUuid));
      const unpaid = await visitor.patch(`/api/orders/${requestUuid}/book`, { childFirstName: 'Kabir', dedication: '' });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().detail).toBe('Only a paid book is changed here: before payment, change it on its preview.');
      const stranger = await newVisitor(app);
      expect((await stranger.patch(`/api/orders/${requestUuid}/book`, { childFirstName: 'Kabir', dedication: '' })).statusCode).toBe(404);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, PAGE_OPTIONS: '2', REVIEW_REDRAWS: '1', ...WITH_BACKGROUND_WORK },
);
