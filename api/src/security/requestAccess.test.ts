import type { InjectOptions } from 'fastify';
import { sweepPersonalData } from '../privacy/personalData.js';
import { sampleRequestUuid } from '../seed/seedDatabase.js';
import { depositOrder, indianAddress, payDeposit, productQuote } from '../testing/orderFixtures.js';
import { singleFacePhoto } from '../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../testing/testApp.js';
import { REQUEST_FROZEN, signRequestLink } from './requestAccess.js';
import { FIRST_VISIT_USAGE } from 'shared-contracts/constants';

jest.setTimeout(60_000);

const SESSION_SECRET = 'k'.repeat(40);
const SANDBOX_SECRET = 'b'.repeat(40);
const usageStats = FIRST_VISIT_USAGE;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A visitor's request with the child's photo and a started preview; answers its id and the key the upload issued. */
async function ownedRequest(storefront: TestStorefront, owner: Visitor) {
  const requestUuid = newRequestUuid();
  const upload = await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor: owner });
  expect(upload.json()).toMatchObject({ status: 'ok', requestUuid, requestKey: expect.stringMatching(/^[\w-]{43}$/) });
  expect((await owner.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats })).statusCode).toBe(200);
  return { requestUuid, requestKey: upload.json().requestKey as string };
}

/** A call as a visitor makes it, with the X-Request-Key header the draft adds. */
function withKey(
  storefront: TestStorefront,
  visitor: Visitor,
  key: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return storefront.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, 'x-request-key': key },
  });
}

const childName = (storefront: TestStorefront, requestUuid: string) =>
  storefront.app.db.selectFrom('book_requests').select('child_first_name').where('request_uuid', '=', requestUuid).executeTakeFirst();

describeEachDatabase(
  'a visitor’s book is theirs',
  (storefront) => {
    it('answers 404 to another visitor for reading, writing, previewing, ordering and paying', async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      const stranger = await newVisitor(storefront().app);
      const path = `/api/orders/${requestUuid}`;
      const attempts: [string, () => ReturnType<Visitor['get']>][] = [
        ['read the preview', () => stranger.get(`/api/bookpreviews/${requestUuid}`)],
        ['read the book', () => stranger.get(`/api/books/${requestUuid}`)],
        ['start the preview', () => stranger.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats })],
        [
          'generate pages',
          () => stranger.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 5, usageStats }),
        ],
        ['save pictures', () => stranger.post('/api/books/requests', { requestUuid, selectedImages: { 1: '/x.webp' } })],
        ['order a deposit', () => stranger.post('/api/orders', depositOrder(requestUuid))],
        ['ask for a price', () => stranger.post('/api/orders', productQuote(requestUuid))],
        ['place', () => stranger.patch(`${path}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' })],
        ['check out', () => stranger.patch(`${path}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() })],
        ['apply a coupon', () => stranger.patch(`${path}/discount`, { couponCode: 'HEROTALE10' })],
        ['start paying', () => stranger.patch(`${path}/payment_initiation`, { paymentFor: 'product' })],
        [
          'confirm a payment',
          () =>
            stranger.patch(`${path}/payment_confirmation`, {
              requestUuid,
              paymentFor: 'deposit',
              paymentSuccess: false,
              razorpayOrderId: 'order_x',
            }),
        ],
      ];
      for (const [what, attempt] of attempts) {
        const response = await attempt();
        expect({ what, status: response.statusCode }).toEqual({ what, status: 404 });
      }
      const orders = await storefront()
        .app.db.selectFrom('deposit_orders')
        .select('request_uuid')
        .where('request_uuid', '=', requestUuid)
        .execute();
      expect(orders).toEqual([]);
    });

    it('cannot be taken over: another visitor uploading with a known id changes nothing', async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      const photoBefore = await storefront()
        .app.db.selectFrom('photos')
        .select('file_name')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      const takeover = await uploadPhoto(storefront(), await singleFacePhoto(), { ...childDetails(requestUuid), firstName: 'Mallory' });
      expect(takeover.statusCode).toBe(404);
      expect(await childName(storefront(), requestUuid)).toEqual({ child_first_name: 'Anaya' });
      const photoAfter = await storefront()
        .app.db.selectFrom('photos')
        .select('file_name')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect(photoAfter).toEqual(photoBefore);
    });

    it('opens with the key issued with the id, from another session, and not with another key', async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid, requestKey } = await ownedRequest(storefront(), owner);
      const sameParentNewSession = await newVisitor(storefront().app);
      expect((await withKey(storefront(), sameParentNewSession, requestKey, 'GET', `/api/bookpreviews/${requestUuid}`)).statusCode).toBe(
        200,
      );
      const other = await ownedRequest(storefront(), await newVisitor(storefront().app));
      expect(
        (await withKey(storefront(), sameParentNewSession, other.requestKey, 'GET', `/api/bookpreviews/${requestUuid}`)).statusCode,
      ).toBe(404);
    });

    it("opens with a signed link from the shop's emails until it expires", async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      const otherDevice = await newVisitor(storefront().app);
      const read = (access: string) => withKey(storefront(), otherDevice, access, 'GET', `/api/bookpreviews/${requestUuid}`);
      const valid = signRequestLink(SESSION_SECRET, requestUuid, new Date(Date.now() + DAY_MS));
      expect((await read(valid)).statusCode).toBe(200);
      expect((await read(signRequestLink(SESSION_SECRET, requestUuid, new Date(Date.now() - 1000)))).statusCode).toBe(404);
      expect((await read(signRequestLink(SESSION_SECRET, newRequestUuid(), new Date(Date.now() + DAY_MS)))).statusCode).toBe(404);
      expect(
        (await read(signRequestLink('another secret entirely, 40 characters.', requestUuid, new Date(Date.now() + DAY_MS)))).statusCode,
      ).toBe(404);
      expect((await read(valid.replace(/\.\d+\./, `.${Date.now() + 365 * DAY_MS}.`))).statusCode).toBe(404);
    });

    it('freezes the child’s details, photo and skin tone once the deposit is paid', async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      expect(await payDeposit(owner, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_frozen_1' })).toMatchObject({
        paymentConfirmed: true,
      });

      const again = await uploadPhoto(
        storefront(),
        await singleFacePhoto(),
        { ...childDetails(requestUuid), firstName: 'Other' },
        { visitor: owner },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(REQUEST_FROZEN.en);
      expect(await childName(storefront(), requestUuid)).toEqual({ child_first_name: 'Anaya' });
      const retone = await owner.post('/api/bookpreviews/', {
        requestUuid,
        bookId: 1,
        gender: 'Girl',
        age: 5,
        usageStats,
        skinTone: 'Deep',
      });
      expect(retone.statusCode).toBe(409);
      expect((await owner.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats })).statusCode).toBe(200);
    });

    it('lets anyone read a sample flipbook and no one write to it or sweep it', async () => {
      const sample = sampleRequestUuid(1, 0);
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const book = await visitor.get(`/api/books/${sample}`);
      expect(book.statusCode).toBe(200);
      expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(sample), { visitor })).statusCode).toBe(404);
      expect(await childName(storefront(), sample)).toBeUndefined();

      // Even a request row left with a sample's id (as an older server allowed) never empties the sample.
      await app.db
        .insertInto('book_requests')
        .values({
          request_uuid: sample,
          product_id: 1,
          child_first_name: 'Old',
          gender: 'Boy',
          age: 6,
          birth_month: 1,
          session_id: null,
          access_key_hash: null,
          created_at: '2020-01-01T00:00:00.000Z',
        })
        .execute();
      await app.db
        .insertInto('book_previews')
        .values({ request_uuid: sample, skin_tone: 'Medium', image_token: 'sample', started_at: '2020-01-01T00:00:00.000Z' })
        .execute();
      await sweepPersonalData(app.db, app.storage, { unorderedDays: 7, quickPreviewHours: 24, shippedOrderDays: 30 });
      expect((await visitor.get(`/api/books/${sample}`)).json()).toEqual(book.json());
    });
  },
  { SESSION_SECRET, SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
