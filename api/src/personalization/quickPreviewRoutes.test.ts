import sharp from 'sharp';
import { groupPhoto, multipartBody, singleFacePhoto } from '../testing/photoFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../testing/testApp.js';
import { WEEKLY_LIMITS } from '../abuse/usageCounters.js';

jest.setTimeout(60_000);

const usageStats = JSON.stringify({ quickPreviewsCount: 0, bookPreviewsCount: 0, sessionStart: null, sessionCount: 1, hasPurchased: false, lastPurchase: null });

async function quickPreview(storefront: TestStorefront, bytes: Buffer, fields: Record<string, string | number> = { gender: 'Boy', age: 5, usageStats }) {
  const visitor = await newVisitor(storefront.app);
  const { payload, contentType } = multipartBody(fields, { name: 'child_photo.jpg', type: 'image/jpeg', bytes });
  const response = await storefront.app.inject({
    method: 'POST',
    url: '/api/quickpreviews/',
    payload,
    headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, 'content-type': contentType },
  });
  return { response, visitor };
}

describeEachDatabase('POST /api/quickpreviews/', (storefront) => {
  it('draws three options of the featured story with the child', async () => {
    const photo = await singleFacePhoto();
    const { response, visitor } = await quickPreview(storefront(), photo, { gender: 'Girl', age: 4, usageStats });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.imageFileUrl).toHaveLength(3);
    const image = await visitor.get(body.imageFileUrl[0]);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('answers the check’s error for a group photo, with no images', async () => {
    const { response } = await quickPreview(storefront(), groupPhoto());
    expect(response.json()).toMatchObject({ status: 'error', imageFileUrl: [], message: expect.stringContaining('faces') });
  });

  it.each([
    ['an age outside 3 to 8', { gender: 'Boy', age: 9, usageStats }],
    ['an unknown gender', { gender: 'Robot', age: 5, usageStats }],
  ])('refuses %s', async (_case, fields) => {
    const { response } = await quickPreview(storefront(), await singleFacePhoto(), fields);
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 with the shop’s message for a photo over 5 MB', async () => {
    const { response } = await quickPreview(storefront(), Buffer.concat([await singleFacePhoto(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Image too large, upload an image smaller than 5 MB');
  });

  it('stops after the weekly limit of quick previews from one address', async () => {
    const { db } = storefront().app;
    await db.insertInto('usage_counters')
      .values({ subject: 'address:127.0.0.1', kind: 'quick_preview', window_start: new Date().toISOString(), count: WEEKLY_LIMITS.quick_preview })
      .onConflict((oc) => oc.columns(['subject', 'kind']).doUpdateSet({ count: WEEKLY_LIMITS.quick_preview }))
      .execute();
    const { response } = await quickPreview(storefront(), await singleFacePhoto());
    expect(response.statusCode).toBe(429);
    await db.deleteFrom('usage_counters').where('subject', '=', 'address:127.0.0.1').execute();
  });
});
