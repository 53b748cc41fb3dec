import type { InjectOptions } from 'fastify';
import { sweepPersonalData } from '../../privacy/personalData.js';
import { sampleRequestUuid } from '../../content/sampleRequests.js';
import { depositOrder, indianAddress, payDeposit, productQuote } from '../../../testing/orderFixtures.js';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../../testing/testApp.js';
import { purposeKeys } from '../../../platform/security/purposeKeys.js';
import { generatedKey, generatedUrl } from '../previews/generatedImages.js';
import {
  EMAIL_LINK_DAYS,
  emailLinkNonce,
  REQUEST_FROZEN,
  REQUEST_NOT_FOUND,
  revokeEmailLinks,
  signRequestLink,
  type LinkPurpose,
} from './requestAccess.js';
import { FIRST_VISIT_USAGE, REQUEST_LINK_ACCESS_PATTERN } from 'contracts/constants';

jest.setTimeout(60_000);

const SESSION_SECRET = 'k'.repeat(40);
const LINK_KEY = purposeKeys(SESSION_SECRET)['email-link'];
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

    it('claiming a request with its key moves it to the claimant: the creator’s session no longer opens it', async () => {
      const creator = await newVisitor(storefront().app);
      const { requestUuid, requestKey } = await ownedRequest(storefront(), creator);
      const claimant = await newVisitor(storefront().app);
      const claimed = await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), {
        visitor: claimant,
        requestKey,
      });
      expect(claimed.statusCode).toBe(200);
      expect((await creator.get(`/api/bookpreviews/${requestUuid}`)).statusCode).toBe(404);
      expect((await withKey(storefront(), creator, requestKey, 'GET', `/api/bookpreviews/${requestUuid}`)).statusCode).toBe(404);
      expect((await claimant.get(`/api/bookpreviews/${requestUuid}`)).statusCode).toBe(200);
    });

    it('signs links the storefront takes: each purpose in the shape the shell accepts', () => {
      const expires = new Date(Date.now() + EMAIL_LINK_DAYS * DAY_MS);
      for (const purpose of ['preview', 'checkout', 'order-status'] satisfies LinkPurpose[]) {
        expect(signRequestLink(LINK_KEY, newRequestUuid(), purpose, 'nonce', expires)).toMatch(new RegExp(REQUEST_LINK_ACCESS_PATTERN));
      }
    });

    it('generated pictures answer only to whom the request opens, and stop when its links are revoked or its key claimed', async () => {
      const { app } = storefront();
      const owner = await newVisitor(app);
      const { requestUuid, requestKey } = await ownedRequest(storefront(), owner);
      const file = `${'t'.repeat(24)}-p1-o0.webp`;
      await app.storage.put(generatedKey(requestUuid, file), Buffer.from('RIFF....WEBP'));
      const picture = generatedUrl(requestUuid, file);
      /** An <img> asks with the browser's cookies only: its session and, if it has one, the pictures cookie. */
      const view = (visitor: Visitor, pictures?: string) =>
        app.inject({
          method: 'GET',
          url: picture,
          headers: { cookie: pictures ? `${visitor.cookie}; pictures=${pictures}` : visitor.cookie },
        });
      /** Opens the request on another device, as its page does, and answers the pictures cookie that gives. */
      const openWith = async (access: string) => {
        const device = await newVisitor(app);
        const opened = await withKey(storefront(), device, access, 'GET', `/api/bookpreviews/${requestUuid}`);
        expect(opened.statusCode).toBe(200);
        const cookie = opened.cookies.find((c) => c.name === 'pictures');
        expect(cookie).toMatchObject({ path: `/api/generated/${requestUuid}/`, httpOnly: true, sameSite: 'Strict' });
        return { device, cookie: cookie!.value };
      };

      expect((await view(owner)).statusCode).toBe(200);
      const stranger = await newVisitor(app);
      expect((await view(stranger)).statusCode).toBe(404);
      expect((await owner.get(`/api/bookpreviews/${requestUuid}`)).cookies.find((c) => c.name === 'pictures')).toBeUndefined();

      const byKey = await openWith(requestKey);
      expect((await view(byKey.device, byKey.cookie)).statusCode).toBe(200);
      expect((await view(stranger, byKey.cookie)).statusCode).toBe(200);
      expect((await view(stranger, byKey.cookie.replace(/^key\./, 'link.'))).statusCode).toBe(404);
      expect((await view(stranger, `${byKey.cookie}x`)).statusCode).toBe(404);

      const nonce = await emailLinkNonce(app.db, requestUuid);
      const byLink = await openWith(signRequestLink(LINK_KEY, requestUuid, 'order-status', nonce, new Date(Date.now() + DAY_MS)));
      expect((await view(byLink.device, byLink.cookie)).statusCode).toBe(200);
      await revokeEmailLinks(app.db, requestUuid);
      expect((await view(byLink.device, byLink.cookie)).statusCode).toBe(404);

      const claimant = await newVisitor(app);
      const claimed = await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), {
        visitor: claimant,
        requestKey,
      });
      expect(claimed.statusCode).toBe(200);
      expect((await view(byKey.device, byKey.cookie)).statusCode).toBe(404);
      expect((await view(owner)).statusCode).toBe(404);
      expect((await view(claimant)).statusCode).toBe(200);
    });

    it('gives the book itself, opened with its key on another device, its pictures too', async () => {
      const { app } = storefront();
      const owner = await newVisitor(app);
      const { requestUuid, requestKey } = await ownedRequest(storefront(), owner);
      const file = `${'b'.repeat(24)}-p1-o0.webp`;
      await app.storage.put(generatedKey(requestUuid, file), Buffer.from('RIFF....WEBP'));
      // The parent chose that picture for page 1: it is their book's.
      await app.db
        .insertInto('books')
        .values({
          request_uuid: requestUuid,
          product_id: 1,
          pages: JSON.stringify({ 1: generatedUrl(requestUuid, file) }),
          created_at: new Date().toISOString(),
        })
        .execute();
      const device = await newVisitor(app);
      const opened = await withKey(storefront(), device, requestKey, 'GET', `/api/books/${requestUuid}`);
      expect(opened.statusCode).toBe(200);
      const cookie = opened.cookies.find((c) => c.name === 'pictures');
      expect(cookie).toMatchObject({ path: `/api/generated/${requestUuid}/`, httpOnly: true, sameSite: 'Strict' });
      const picture = await app.inject({
        method: 'GET',
        url: generatedUrl(requestUuid, file),
        headers: { cookie: `${device.cookie}; pictures=${cookie!.value}` },
      });
      expect(picture.statusCode).toBe(200);
    });

    it("opens with a signed link from the shop's emails until it expires", async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      const nonce = await emailLinkNonce(storefront().app.db, requestUuid);
      const otherDevice = await newVisitor(storefront().app);
      const read = (access: string) => withKey(storefront(), otherDevice, access, 'GET', `/api/bookpreviews/${requestUuid}`);
      const link = (uuid: string, expires: number, key = LINK_KEY) => signRequestLink(key, uuid, 'preview', nonce, new Date(expires));
      const valid = link(requestUuid, Date.now() + DAY_MS);
      expect((await read(valid)).statusCode).toBe(200);
      expect((await read(link(requestUuid, Date.now() - 1000))).statusCode).toBe(404);
      expect((await read(link(newRequestUuid(), Date.now() + DAY_MS))).statusCode).toBe(404);
      expect(
        (await read(link(requestUuid, Date.now() + DAY_MS, purposeKeys('another secret entirely, 40 characters.')['email-link'])))
          .statusCode,
      ).toBe(404);
      // Signed with the session cookie's key, or the shop's secret itself: not an email link's.
      expect((await read(link(requestUuid, Date.now() + DAY_MS, purposeKeys(SESSION_SECRET)['session-cookie']))).statusCode).toBe(404);
      expect((await read(link(requestUuid, Date.now() + DAY_MS, SESSION_SECRET))).statusCode).toBe(404);
      expect((await read(valid.replace(/\.\d+\./, `.${Date.now() + 365 * DAY_MS}.`))).statusCode).toBe(404);
      expect((await read(valid.replace('.preview.', '.checkout.'))).statusCode).toBe(404);
    });

    it('email links live too long: each is scoped to its purpose and revoked with the nonce', async () => {
      const owner = await newVisitor(storefront().app);
      const { requestUuid } = await ownedRequest(storefront(), owner);
      const db = storefront().app.db;
      const nonce = await emailLinkNonce(db, requestUuid);
      expect(await emailLinkNonce(db, requestUuid)).toBe(nonce);
      const expires = new Date(Date.now() + EMAIL_LINK_DAYS * DAY_MS);
      const link = (purpose: LinkPurpose) => signRequestLink(LINK_KEY, requestUuid, purpose, nonce, expires);
      const otherDevice = await newVisitor(storefront().app);
      const call = (purpose: LinkPurpose, method: InjectOptions['method'], url: string, payload?: unknown) =>
        withKey(storefront(), otherDevice, link(purpose), method, url, payload);
      const generate = (purpose: LinkPurpose) =>
        call(purpose, 'POST', `/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 4, usageStats });
      const discount = (purpose: LinkPurpose) =>
        call(purpose, 'PATCH', `/api/orders/${requestUuid}/discount`, { couponCode: 'NOSUCHCODE' });

      // Refused by access: the same answer as a request that does not exist (not an order's own 404).
      const refused = async (response: Promise<{ statusCode: number; json(): { detail: string } }>) => {
        const answer = await response;
        return answer.statusCode === 404 && answer.json().detail === REQUEST_NOT_FOUND.en;
      };

      // The receipt's link reads the order and nothing more; the checkout's link also orders and pays.
      expect(await refused(call('order-status', 'GET', `/api/bookpreviews/${requestUuid}`))).toBe(false);
      expect(await refused(generate('order-status'))).toBe(true);
      expect(await refused(discount('order-status'))).toBe(true);
      expect(await refused(discount('checkout'))).toBe(false);
      expect(await refused(generate('checkout'))).toBe(true);
      expect(await refused(generate('preview'))).toBe(false);
      // The receipt's link also shares the book with the family (and stops it); the checkout's does not.
      const share = (purpose: LinkPurpose) => call(purpose, 'DELETE', `/api/books/${requestUuid}/share`);
      expect(await refused(share('order-status'))).toBe(false);
      expect(await refused(share('checkout'))).toBe(true);
      // The review window's changes (a name, the dedication, a picture) are the receipt's link's, never the checkout's.
      const revise = (purpose: LinkPurpose) =>
        call(purpose, 'PATCH', `/api/orders/${requestUuid}/book`, { childFirstName: 'Tara', dedication: '' });
      const choose = (purpose: LinkPurpose) => call(purpose, 'POST', '/api/books/requests', { requestUuid, selectedImages: {} });
      const place = (purpose: LinkPurpose) =>
        call(purpose, 'PATCH', `/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      expect(await refused(revise('checkout'))).toBe(true);
      expect(await refused(choose('checkout'))).toBe(true);
      expect(await refused(place('checkout'))).toBe(true);
      expect(await refused(revise('order-status'))).toBe(false);
      expect(await refused(choose('order-status'))).toBe(false);
      expect(await refused(place('order-status'))).toBe(true);

      await revokeEmailLinks(db, requestUuid);
      expect((await call('preview', 'GET', `/api/bookpreviews/${requestUuid}`)).statusCode).toBe(404);
      const renewed = await emailLinkNonce(db, requestUuid);
      expect(renewed).not.toBe(nonce);
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
      await sweepPersonalData(app.db, app.storage, { unpaidFilesHours: 48, quickPreviewHours: 24, shippedOrderDays: 30 });
      expect((await visitor.get(`/api/books/${sample}`)).json()).toEqual(book.json());
    });
  },
  { SESSION_SECRET, SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
