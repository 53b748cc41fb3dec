import sharp from 'sharp';
import { PHOTO_CONSENT } from 'contracts/constants';
import { groupPhoto, multipartBody, singleFacePhoto } from '../../testing/photoFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import { WEEKLY_LIMITS, weeklyUsage } from '../abuse/usageCounters.js';
import { CONSENT_REQUIRED } from './photos/photoConsent.js';
import { FIRST_VISIT_USAGE } from 'contracts/constants';

jest.setTimeout(60_000);

const consent = PHOTO_CONSENT.version;
const usageStats = JSON.stringify(FIRST_VISIT_USAGE);

async function quickPreview(
  storefront: TestStorefront,
  bytes: Buffer,
  fields: Record<string, string | number> = { gender: 'Boy', age: 5, usageStats, consent },
  visitor?: Visitor,
) {
  visitor ??= await newVisitor(storefront.app);
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
    const { response, visitor } = await quickPreview(storefront(), photo, { gender: 'Girl', age: 4, usageStats, consent });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.imageFileUrl).toHaveLength(3);
    // The story drawn, so its book can be made from here: the featured one, first of the live stories.
    const featured = (await visitor.get('/api/products')).json().products.find((p: { status: string }) => p.status === 'live');
    expect(body.productId).toBe(featured.productId);
    const image = await visitor.get(body.imageFileUrl[0]);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('answers the check’s error for a group photo, with no images', async () => {
    const { response } = await quickPreview(storefront(), groupPhoto());
    expect(response.json()).toMatchObject({ status: 'error', imageFileUrl: [], message: expect.stringContaining('faces') });
  });

  it.each([
    ['an age outside 3 to 8', { gender: 'Boy', age: 9, usageStats, consent }],
    ['an unknown gender', { gender: 'Robot', age: 5, usageStats, consent }],
    ['a consent read in a language the shop does not speak', { gender: 'Boy', age: 5, usageStats, consent, consentLanguage: 'fr' }],
  ])('refuses %s', async (_case, fields) => {
    const { response } = await quickPreview(storefront(), await singleFacePhoto(), fields);
    expect(response.statusCode).toBe(400);
  });

  it("refuses a photo without the parent's or guardian's consent, drawing nothing", async () => {
    const { response } = await quickPreview(storefront(), await singleFacePhoto(), { gender: 'Boy', age: 5, usageStats });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(CONSENT_REQUIRED.en);
  });

  it('records the consent to a quick preview, with no request', async () => {
    const { visitor } = await quickPreview(storefront(), groupPhoto());
    const consent = await storefront()
      .app.db.selectFrom('photo_consents')
      .selectAll()
      .where('session_id', '=', visitor.sessionId)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      purpose: 'quick_preview',
      request_uuid: null,
      consent_version: PHOTO_CONSENT.version,
      consent_language: 'en',
    });
  });

  it('records that the consent was read in Hindi', async () => {
    const { visitor } = await quickPreview(storefront(), groupPhoto(), {
      gender: 'Boy',
      age: 5,
      usageStats,
      consent,
      consentLanguage: 'hi',
    });
    const recorded = await storefront()
      .app.db.selectFrom('photo_consents')
      .select('consent_language')
      .where('session_id', '=', visitor.sessionId)
      .executeTakeFirstOrThrow();
    expect(recorded.consent_language).toBe('hi');
  });

  it('answers 413 with the shop’s message for a photo over 5 MB', async () => {
    const { response } = await quickPreview(storefront(), Buffer.concat([await singleFacePhoto(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('Image too large, upload an image smaller than 5 MB');
  });

  async function visitorWithQuickPreviews(count: number) {
    const visitor = await newVisitor(storefront().app);
    await storefront()
      .app.db.insertInto('usage_counters')
      .values({ subject: `session:${visitor.sessionId}`, kind: 'quick_preview', window_start: new Date().toISOString(), count })
      .execute();
    return visitor;
  }

  it('stops after the weekly quota of quick previews of a session', async () => {
    const visitor = await visitorWithQuickPreviews(WEEKLY_LIMITS.quick_preview);
    const { response } = await quickPreview(storefront(), await singleFacePhoto(), undefined, visitor);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toBe('You have made many quick previews this week. Personalise a story to see your whole book.');
  });

  it('reserves the last use before drawing, so two parallel previews cannot both pass', async () => {
    const visitor = await visitorWithQuickPreviews(WEEKLY_LIMITS.quick_preview - 1);
    const photo = await singleFacePhoto();
    const answers = await Promise.all([1, 2].map(() => quickPreview(storefront(), photo, undefined, visitor)));
    expect(answers.map(({ response }) => response.statusCode).sort()).toEqual([200, 429]);
  });

  it('gives the use back when the preview fails', async () => {
    const visitor = await visitorWithQuickPreviews(WEEKLY_LIMITS.quick_preview - 1);
    expect((await quickPreview(storefront(), groupPhoto(), undefined, visitor)).response.json().status).toBe('error');
    expect((await quickPreview(storefront(), Buffer.from('not an image'), undefined, visitor)).response.statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect(await weeklyUsage(storefront().app.db, 'quick_preview', visitor.sessionId)).toBe(WEEKLY_LIMITS.quick_preview - 1);
  });
});
