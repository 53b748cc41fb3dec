import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paymentSignature } from '../payments/paymentProvider.js';
import { indianAddress, productQuote } from '../testing/orderFixtures.js';
import { singleFacePhoto } from '../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../testing/testApp.js';
import { photoFolder } from './photos/photoStore.js';
import { generatedFolder } from './previews/generatedImages.js';
import { quickPreviewFolder } from './quickPreviewRoutes.js';
import { sweepExpiredImages } from './retention.js';

jest.setTimeout(60_000);

const SECRET = 'r'.repeat(40);
const usageStats = { quickPreviewsCount: 0, bookPreviewsCount: 0, sessionStart: null, sessionCount: 1, hasPurchased: false, lastPurchase: null };

async function previewedRequest(storefront: TestStorefront) {
  const requestUuid = newRequestUuid();
  const visitor = await newVisitor(storefront.app);
  expect((await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
  await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
  return { requestUuid, visitor };
}

const ageRequest = (storefront: TestStorefront, requestUuid: string, days: number) =>
  storefront.app.db
    .updateTable('book_requests')
    .set({ created_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() })
    .where('request_uuid', '=', requestUuid)
    .execute();

describeEachDatabase(
  'deleting children’s photos and pictures',
  (storefront) => {
    const settings = { unorderedDays: 7, quickPreviewHours: 24, shippedOrderDays: 30 };

    it('deletes the photo and every picture of a request not ordered within 7 days', async () => {
      const { requestUuid } = await previewedRequest(storefront());
      const { dataDir, db } = storefront().app;
      mkdirSync(generatedFolder(dataDir, requestUuid), { recursive: true });
      expect(existsSync(photoFolder(dataDir, requestUuid))).toBe(true);

      await ageRequest(storefront(), requestUuid, 6);
      await sweepExpiredImages(db, dataDir, settings);
      expect(existsSync(photoFolder(dataDir, requestUuid))).toBe(true);

      await ageRequest(storefront(), requestUuid, 8);
      const removed = await sweepExpiredImages(db, dataDir, settings);
      expect(removed.requests).toBeGreaterThanOrEqual(1);
      expect(existsSync(photoFolder(dataDir, requestUuid))).toBe(false);
      expect(existsSync(generatedFolder(dataDir, requestUuid))).toBe(false);
      expect(await db.selectFrom('photos').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('page_jobs').selectAll().where('request_uuid', '=', requestUuid).execute()).toEqual([]);
    });

    it('keeps the pictures of a paid order', async () => {
      const { requestUuid, visitor } = await previewedRequest(storefront());
      await storefront().app.db
        .insertInto('books')
        .values({ request_uuid: requestUuid, product_id: 1, pages: '{}', created_at: new Date().toISOString() })
        .execute();
      await visitor.post('/api/orders', productQuote(requestUuid));
      await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
      await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
      const { razorpayOrderId } = (await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })).json();
      await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid, paymentFor: 'product', paymentSuccess: true, razorpayOrderId, razorpayPaymentId: 'pay_keep',
        razorpaySignature: paymentSignature(SECRET, razorpayOrderId, 'pay_keep'),
      });
      await ageRequest(storefront(), requestUuid, 30);
      mkdirSync(generatedFolder(storefront().app.dataDir, requestUuid), { recursive: true });
      await sweepExpiredImages(storefront().app.db, storefront().app.dataDir, settings);
      expect(existsSync(photoFolder(storefront().app.dataDir, requestUuid))).toBe(true);
      expect(existsSync(generatedFolder(storefront().app.dataDir, requestUuid))).toBe(true);

      // Once the book has shipped, its chosen pictures go after the set number of days.
      const shipped = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
      await storefront().app.db.updateTable('product_orders').set({ shipped_at: shipped(29) }).where('request_uuid', '=', requestUuid).execute();
      await sweepExpiredImages(storefront().app.db, storefront().app.dataDir, settings);
      expect(existsSync(generatedFolder(storefront().app.dataDir, requestUuid))).toBe(true);
      await storefront().app.db.updateTable('product_orders').set({ shipped_at: shipped(31) }).where('request_uuid', '=', requestUuid).execute();
      await sweepExpiredImages(storefront().app.db, storefront().app.dataDir, settings);
      expect(existsSync(generatedFolder(storefront().app.dataDir, requestUuid))).toBe(false);
    });

    it('deletes quick previews after a day', async () => {
      const { dataDir, db } = storefront().app;
      const old = quickPreviewFolder(dataDir, 'A'.repeat(24));
      const fresh = quickPreviewFolder(dataDir, 'B'.repeat(24));
      for (const folder of [old, fresh]) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(path.join(folder, 'o0.webp'), 'x');
      }
      const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
      utimesSync(old, twoDaysAgo, twoDaysAgo);
      await sweepExpiredImages(db, dataDir, settings);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SECRET, PAGE_WORKERS: '0' },
);
