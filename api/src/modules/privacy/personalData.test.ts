import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bookPdfKey } from '../printing/printedBook.js';
import { photoFolder } from '../personalization/photos/photoStore.js';
import { generatedFolder, generatedKey } from '../personalization/previews/generatedImages.js';
import { quickPreviewFolder } from '../personalization/quickPreviewRoutes.js';
import { repoRoot } from '../../platform/config/config.js';
import { depositOrder, indianAddress, newBookRequest, payDeposit, payForOrder, productQuote } from '../../testing/orderFixtures.js';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../../testing/testApp.js';
import { PERSONAL_DATA_LIFETIMES, sweepPersonalData } from './personalData.js';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

jest.setTimeout(60_000);

const SECRET = 'r'.repeat(40);
const settings = { unpaidFilesHours: 48, quickPreviewHours: 24, shippedOrderDays: 30 };
const usageStats = FIRST_VISIT_USAGE;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const isKept = async (storage: ObjectStore, folder: string) => (await storage.list(folder)).length > 0;

async function previewedRequest(storefront: TestStorefront) {
  const requestUuid = newRequestUuid();
  const visitor = await newVisitor(storefront.app);
  expect((await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
  await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
  await storefront.app.storage.put(generatedKey(requestUuid, 'drawn.webp'), Buffer.from('webp'));
  return { requestUuid, visitor };
}

const rowOf = (
  storefront: TestStorefront,
  table: 'book_requests' | 'product_orders' | 'deposit_orders' | 'photos' | 'book_pdfs',
  requestUuid: string,
) => storefront.app.db.selectFrom(table).selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();

describeEachDatabase(
  'personal data lifetimes',
  (storefront) => {
    it("deletes the child's photo and every picture of a request not ordered within 48 hours", async () => {
      const { requestUuid } = await previewedRequest(storefront());
      const { storage, db } = storefront().app;
      await sweepPersonalData(db, storage, settings, inDays(47 / 24));
      expect(await isKept(storage, photoFolder(requestUuid))).toBe(true);
      expect(await isKept(storage, generatedFolder(requestUuid))).toBe(true);
      await sweepPersonalData(db, storage, settings, inDays(49 / 24));
      expect(await isKept(storage, photoFolder(requestUuid))).toBe(false);
      expect(await isKept(storage, generatedFolder(requestUuid))).toBe(false);
      expect(await rowOf(storefront(), 'photos', requestUuid)).toBeUndefined();
      expect(await db.selectFrom('page_jobs').selectAll().where('request_uuid', '=', requestUuid).execute()).toEqual([]);
    });

    it('deletes a request nothing was paid for after 30 days, with its quotes, orders and payment attempts', async () => {
      const { requestUuid, visitor } = await previewedRequest(storefront());
      await storefront()
        .app.db.insertInto('books')
        .values({ request_uuid: requestUuid, product_id: 1, pages: '{}', created_at: new Date().toISOString() })
        .execute();
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.post('/api/orders', depositOrder(requestUuid));
      await sweepPersonalData(storefront().app.db, storefront().app.storage, settings, inDays(29));
      expect(await rowOf(storefront(), 'book_requests', requestUuid)).toBeDefined();
      await sweepPersonalData(storefront().app.db, storefront().app.storage, settings, inDays(31));
      for (const table of ['book_requests', 'product_orders', 'deposit_orders'] as const)
        expect(await rowOf(storefront(), table, requestUuid)).toBeUndefined();
      expect(await storefront().app.db.selectFrom('payments').selectAll().where('request_uuid', '=', requestUuid).execute()).toEqual([]);
    });

    it("keeps a paid deposit's record, but not the child's name, after 30 days", async () => {
      const { requestUuid, visitor } = await previewedRequest(storefront());
      await payDeposit(visitor, requestUuid, { secret: SECRET, paymentId: 'pay_dep_keep' });
      await sweepPersonalData(storefront().app.db, storefront().app.storage, settings, inDays(31));
      expect(await rowOf(storefront(), 'book_requests', requestUuid)).toMatchObject({ child_first_name: '' });
      expect(await rowOf(storefront(), 'deposit_orders', requestUuid)).toMatchObject({
        state: 'paid',
        customer_email: 'priya@example.com',
      });
    });

    it("keeps a paid order's pictures and PDF until after shipping, then its PDF, address and the child's name 90 days after", async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      expect((await payForOrder(visitor, requestUuid, { secret: SECRET, paymentId: 'pay_keep' })).paymentConfirmed).toBe(true);
      const { db, storage } = storefront().app;
      await storage.put(generatedKey(requestUuid, 'chosen.webp'), Buffer.from('webp'));
      await storage.put(bookPdfKey(`${requestUuid}.pdf`), Buffer.from('%PDF'));
      await db
        .updateTable('book_pdfs')
        .set({ status: 'done', file_name: `${requestUuid}.pdf` })
        .where('request_uuid', '=', requestUuid)
        .execute();

      await sweepPersonalData(db, storage, settings, inDays(400));
      expect(await isKept(storage, generatedFolder(requestUuid))).toBe(true);
      expect(await rowOf(storefront(), 'book_requests', requestUuid)).toMatchObject({ child_first_name: expect.stringMatching(/^Aarav/) });

      await db
        .updateTable('product_orders')
        .set({ shipped_at: daysAgo(31) })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await sweepPersonalData(db, storage, settings);
      expect(await isKept(storage, generatedFolder(requestUuid))).toBe(false);
      expect(await storage.get(bookPdfKey(`${requestUuid}.pdf`))).not.toBeNull();
      expect(await rowOf(storefront(), 'product_orders', requestUuid)).toMatchObject({ delivery_address: expect.any(String) });

      await db
        .updateTable('product_orders')
        .set({ shipped_at: daysAgo(91) })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await sweepPersonalData(db, storage, settings);
      expect(await storage.get(bookPdfKey(`${requestUuid}.pdf`))).toBeNull();
      expect(await rowOf(storefront(), 'book_pdfs', requestUuid)).toMatchObject({ status: 'deleted', file_name: null });
      expect(await rowOf(storefront(), 'product_orders', requestUuid)).toMatchObject({
        delivery_address: null,
        customer_email: 'priya@example.com',
        billing_address: expect.any(String),
      });
      expect(await rowOf(storefront(), 'book_requests', requestUuid)).toMatchObject({ child_first_name: '' });

      // The invoice's contact and billing address stay as long as the accounting law asks, then go.
      await db
        .updateTable('product_orders')
        .set({ paid_at: daysAgo(8 * 365 + 1) })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await sweepPersonalData(db, storage, settings);
      expect(await rowOf(storefront(), 'product_orders', requestUuid)).toMatchObject({
        customer_name: '',
        customer_email: '',
        customer_phone: null,
        billing_address: null,
        state: 'paid',
      });
    });

    it('deletes the photo of a book already made, even one sent again after payment', async () => {
      const { requestUuid } = await previewedRequest(storefront());
      const { db, storage } = storefront().app;
      await db
        .insertInto('book_pdfs')
        .values({
          request_uuid: requestUuid,
          status: 'done',
          attempts: 1,
          next_attempt_at: daysAgo(0),
          file_name: 'x.pdf',
          pages: 13,
          last_error: null,
          created_at: daysAgo(0),
          built_at: daysAgo(0),
        })
        .execute();
      await sweepPersonalData(db, storage, settings);
      expect(await rowOf(storefront(), 'photos', requestUuid)).toBeUndefined();
      expect(await isKept(storage, photoFolder(requestUuid))).toBe(false);
    });

    it('deletes quick previews after a day', async () => {
      const { storage, db } = storefront().app;
      const preview = quickPreviewFolder('A'.repeat(24));
      for (const file of ['o0.webp', 'o1.webp']) await storage.put(`${preview}${file}`, Buffer.from('x'));
      await sweepPersonalData(db, storage, settings, new Date(Date.now() + 23 * HOUR_MS));
      expect(await isKept(storage, preview)).toBe(true);
      await sweepPersonalData(db, storage, settings, new Date(Date.now() + 25 * HOUR_MS));
      expect(await isKept(storage, preview)).toBe(false);
    });

    it('ends emails, contact messages, counters, consents and webhook ids at their time, and not before', async () => {
      const { db, storage } = storefront().app;
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      const email = (id: string, sentDaysAgo: number) => ({
        email_id: id,
        kind: 'test',
        request_uuid: requestUuid,
        to_address: 'priya@example.com',
        subject: 'S',
        html: '<p>Priya</p>',
        text: 'Priya',
        status: 'sent' as const,
        attempts: 1,
        next_attempt_at: daysAgo(sentDaysAgo),
        last_error: null,
        created_at: daysAgo(sentDaysAgo),
        sent_at: daysAgo(sentDaysAgo),
      });
      await db
        .insertInto('emails')
        .values([email(`old-${requestUuid}`, 31), email(`new-${requestUuid}`, 29)])
        .execute();
      await db
        .insertInto('cases')
        .values([
          {
            case_id: `old-${requestUuid}`,
            name: 'P',
            email: 'p@example.com',
            subject: 'S',
            message: 'M',
            request_uuid: null,
            session_id: null,
            created_at: daysAgo(366),
          },
          {
            case_id: `new-${requestUuid}`,
            name: 'P',
            email: 'p@example.com',
            subject: 'S',
            message: 'M',
            request_uuid: null,
            session_id: null,
            created_at: daysAgo(364),
          },
        ])
        .execute();
      await db
        .insertInto('usage_counters')
        .values([
          { subject: `session:old-${requestUuid}`, kind: 'quick_preview', window_start: daysAgo(8), count: 3 },
          { subject: `session:new-${requestUuid}`, kind: 'quick_preview', window_start: daysAgo(6), count: 3 },
        ])
        .execute();
      const consent = (id: string, days: number) => ({
        consent_id: id,
        purpose: 'book' as const,
        request_uuid: null,
        session_id: 's',
        consent_version: 'v',
        privacy_version: 'p',
        consented_at: daysAgo(days),
      });
      await db
        .insertInto('photo_consents')
        .values([consent(`old-${requestUuid}`, 3 * 365 + 1), consent(`new-${requestUuid}`, 3 * 365 - 1)])
        .execute();
      await db
        .insertInto('webhook_events')
        .values([
          { event_id: `old-${requestUuid}`, event: 'payment.captured', received_at: daysAgo(31) },
          { event_id: `new-${requestUuid}`, event: 'payment.captured', received_at: daysAgo(29) },
        ])
        .execute();

      await sweepPersonalData(db, storage, settings);
      const mine = `%${requestUuid}`;
      expect(await db.selectFrom('emails').select('email_id as id').where('email_id', 'like', mine).execute()).toEqual([
        { id: `new-${requestUuid}` },
      ]);
      expect(await db.selectFrom('cases').select('case_id as id').where('case_id', 'like', mine).execute()).toEqual([
        { id: `new-${requestUuid}` },
      ]);
      expect(await db.selectFrom('photo_consents').select('consent_id as id').where('consent_id', 'like', mine).execute()).toEqual([
        { id: `new-${requestUuid}` },
      ]);
      expect(await db.selectFrom('webhook_events').select('event_id as id').where('event_id', 'like', mine).execute()).toEqual([
        { id: `new-${requestUuid}` },
      ]);
      const counters = await db.selectFrom('usage_counters').select('subject').where('subject', 'like', `%${requestUuid}`).execute();
      expect(counters).toEqual([{ subject: `session:new-${requestUuid}` }]);
    });

    it('gives back the coupon use of an unpaid order it deletes', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
      const used = async () =>
        (await storefront().app.db.selectFrom('coupons').select('used_count').where('code', '=', 'HEROTALE10').executeTakeFirstOrThrow())
          .used_count;
      const before = await used();
      await visitor.patch(`/api/orders/${requestUuid}/discount`, { couponCode: 'HEROTALE10' });
      expect(await used()).toBe(before + 1);
      await sweepPersonalData(storefront().app.db, storefront().app.storage, settings, inDays(31));
      expect(await rowOf(storefront(), 'product_orders', requestUuid)).toBeUndefined();
      expect(await used()).toBe(before);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SECRET },
);

describe('the privacy guide', () => {
  it('lists every personal record with how long it is kept and why, as the sweep enforces them', () => {
    const readme = readFileSync(path.join(repoRoot, 'docs/security-and-privacy.md'), 'utf8');
    for (const lifetime of PERSONAL_DATA_LIFETIMES) expect(readme).toContain(`| ${lifetime.record} | ${lifetime.kept} | ${lifetime.why} |`);
  });
});
