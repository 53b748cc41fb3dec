import sharp from 'sharp';
import { photoFolder, photoKey } from './photos/photoStore.js';
import {
  blurryPhoto,
  decompressionBomb,
  dimPhoto,
  groupPhoto,
  multipartBody,
  noFacePhoto,
  offCentrePhoto,
  photoWithExifAndGps,
  singleFacePhoto,
  smallFacePhoto,
} from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../../testing/testApp.js';
import { PHOTO_CONSENT } from 'contracts/constants';
import { CONSENT_REQUIRED } from './photos/photoConsent.js';
import { TYPED_TEXT_MESSAGES } from '../../platform/i18n/typedTextMessages.js';

jest.setTimeout(60_000);

const details = childDetails;
const upload = uploadPhoto;

async function storedPhoto(storefront: TestStorefront, requestUuid: string) {
  const row = await storefront.app.db.selectFrom('photos').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!row) return null;
  return { row, bytes: (await storefront.app.storage.get(photoKey(requestUuid, row.file_name)))! };
}

describeEachDatabase('POST /api/personalphotos/', (storefront) => {
  it('accepts one clear face: ok, the tones with the estimate chosen, the photo kept without metadata', async () => {
    const requestUuid = newRequestUuid();
    const response = await upload(storefront(), await singleFacePhoto(), details(requestUuid));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', requestUuid, message: expect.stringContaining('Great photo') });
    expect(body.skinTones.length).toBe(6);
    expect(body.skinTones.filter((t: { chosen: boolean }) => t.chosen)).toHaveLength(1);
    expect(body.skinTones[0]).toEqual({ skinTone: 'Fair', hexColor: expect.stringMatching(/^#[0-9a-f]{6}$/), chosen: expect.any(Boolean) });
    const stored = await storedPhoto(storefront(), requestUuid);
    expect(stored?.row.status).toBe('ok');
    const request = await storefront()
      .app.db.selectFrom('book_requests')
      .selectAll()
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ child_first_name: 'Anaya', gender: 'Girl', age: 5, birth_month: 8, product_id: 1 });
  });

  it('proposes the hero from the photo, in the estimated skin tone, and keeps the proposal with it', async () => {
    const requestUuid = newRequestUuid();
    const body = (await upload(storefront(), await singleFacePhoto(), details(requestUuid))).json();
    const estimated = body.skinTones.find((t: { chosen: boolean }) => t.chosen).skinTone;
    expect(body.hero).toMatchObject({ skinTone: estimated, glasses: 'none', bindi: false, hairColour: expect.any(String) });
    expect(Object.keys(body.hero).sort()).toEqual([
      'bindi',
      'dimples',
      'eyeColour',
      'eyebrows',
      'faceShape',
      'freckles',
      'glasses',
      'hairColour',
      'hairLength',
      'hairStyle',
      'hairTexture',
      'skinTone',
    ]);
    const stored = await storedPhoto(storefront(), requestUuid);
    expect(JSON.parse(stored!.row.proposed_hero!)).toEqual(body.hero);
  });

  it('takes a first name in Devanagari, 16 characters as they are seen, and refuses a 17th with the page’s words', async () => {
    const sixteen = 'क्षि'.repeat(16);
    const requestUuid = newRequestUuid();
    expect((await upload(storefront(), await singleFacePhoto(), { ...details(requestUuid), firstName: sixteen })).statusCode).toBe(200);
    const request = await storefront()
      .app.db.selectFrom('book_requests')
      .select('child_first_name')
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect(request.child_first_name).toBe(sixteen);

    const refused = { ...details(newRequestUuid()), firstName: 'क्षि'.repeat(17) };
    const response = await upload(storefront(), await singleFacePhoto(), refused);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('First name must be at most 16 characters');
    expect(await storedPhoto(storefront(), refused.requestUuid)).toBeNull();
  });

  it('applies the orientation and strips EXIF and GPS before storing', async () => {
    const requestUuid = newRequestUuid();
    const original = await photoWithExifAndGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(storefront(), original, details(requestUuid));
    expect(response.json().status).toBe('ok');
    const stored = await storedPhoto(storefront(), requestUuid);
    const metadata = await sharp(stored!.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.height).toBeGreaterThan(metadata.width);
    expect(stored!.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it.each([
    ['PNG', 'image/png', (b: Buffer) => sharp(b).png().toBuffer()],
    ['WEBP', 'image/webp', (b: Buffer) => sharp(b).webp().toBuffer()],
  ])('accepts %s, read from the bytes', async (_name, type, convert) => {
    const response = await upload(storefront(), await convert(await singleFacePhoto()), details(newRequestUuid()), {
      name: 'photo.jpg',
      type,
    });
    expect(response.json().status).toBe('ok');
  });

  it.each([
    ['a dim photo', dimPhoto, 'dark'],
    ['a blurry photo', blurryPhoto, 'blurry'],
    ['a small face', smallFacePhoto, 'small'],
    ['a face near the edge', offCentrePhoto, 'edge'],
  ])('warns about %s and says what to improve', async (_case, make, advice) => {
    const response = await upload(storefront(), await make());
    expect(response.json()).toMatchObject({ status: 'warning', message: expect.stringContaining(advice) });
    expect(response.json().skinTones).toHaveLength(6);
  });

  it('refuses a photo without a face, says why, and keeps nothing', async () => {
    const requestUuid = newRequestUuid();
    const response = await upload(storefront(), await noFacePhoto(), details(requestUuid));
    expect(response.json()).toEqual({
      status: 'error',
      message: "We couldn't find a face in this photo. Please choose a clear, front-facing photo of your child.",
      skinTones: [],
      requestUuid,
    });
    expect(await storedPhoto(storefront(), requestUuid)).toBeNull();
  });

  it('lists the faces of a group photo; the one the parent taps is checked and kept alone, as a portrait', async () => {
    const requestUuid = newRequestUuid();
    const group = groupPhoto();
    const listed = (await upload(storefront(), group, details(requestUuid))).json();
    expect(listed).toMatchObject({
      status: 'error',
      message: 'We found 3 faces in this photo. Please choose a photo with only your child in it.',
    });
    expect(listed.faces).toHaveLength(3);
    expect(await storedPhoto(storefront(), requestUuid)).toBeNull();

    const thousandths = (box: Record<'left' | 'top' | 'width' | 'height', number>) =>
      [box.left, box.top, box.width, box.height].map((share) => Math.round(share * 1000)).join(',');
    const chosen = (await upload(storefront(), group, { ...details(requestUuid), face: thousandths(listed.faces[1]) })).json();
    expect(chosen.status).not.toBe('error');
    expect(chosen.hero).toMatchObject({ skinTone: expect.any(String), hairColour: expect.any(String) });
    // Only the chosen child's portrait is kept: a part of the photo, with one face in it.
    const stored = await storedPhoto(storefront(), requestUuid);
    const [whole, kept] = await Promise.all([sharp(group).metadata(), sharp(stored!.bytes).metadata()]);
    expect(kept.width * kept.height).toBeLessThan((whole.width * whole.height) / 3);
    const face = JSON.parse(String(stored!.row.face));
    const box = listed.faces[1];
    expect(face.box.width / kept.width).toBeGreaterThan(box.width);
  });

  it('refuses a chosen face that is not in the photo, or outside it, with a clear message and keeps nothing', async () => {
    const requestUuid = newRequestUuid();
    const nowhere = await upload(storefront(), groupPhoto(), { ...details(requestUuid), face: '0,900,50,50' });
    expect(nowhere.json()).toMatchObject({
      status: 'error',
      message: "We couldn't find that face in this photo. Please tap your child's face again, or choose another photo.",
    });
    const outside = await upload(storefront(), groupPhoto(), { ...details(requestUuid), face: '900,900,200,50' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().detail).toBe("The chosen face is outside the photo. Please tap your child's face in the photo.");
    const malformed = await upload(storefront(), groupPhoto(), { ...details(requestUuid), face: 'the-left-one' });
    expect(malformed.statusCode).toBe(400);
    expect(await storedPhoto(storefront(), requestUuid)).toBeNull();
  });

  it('answers 413 with the shop’s message for a file of 5 MB or more: a photo must be under 5 MB', async () => {
    const photo = await singleFacePhoto();
    for (const size of [5 * 1024 * 1024, 6 * 1024 * 1024]) {
      const response = await upload(storefront(), Buffer.concat([photo, Buffer.alloc(size - photo.length)]));
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('Image too large, upload an image smaller than 5 MB');
    }
  });

  it('judges the type by the bytes: a text file named .jpg is refused', async () => {
    const response = await upload(storefront(), Buffer.from('definitely not a picture'), details(newRequestUuid()), {
      name: 'child.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('Please upload a photo in JPEG, PNG or WEBP format.');
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const started = Date.now();
    const response = await upload(storefront(), decompressionBomb(), details(newRequestUuid()), { name: 'bomb.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('too large to process');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a first name over 16 characters', { firstName: 'A'.repeat(17) }],
    ['a first name of spaces only', { firstName: '   ' }],
    ['a book in a language the shop does not speak', { language: 'fr' }],
    ['an unknown gender', { gender: 'Other' }],
    ['an age outside the story’s range', { age: 12 }],
    ['a birth month of 13', { birthMonth: 13 }],
    ['a malformed request id', { requestUuid: 'abc' }],
    ['a story that does not exist', { bookId: 99 }],
  ])('refuses %s with a message and keeps nothing', async (_case, change) => {
    const fields = { ...details(newRequestUuid()), ...change };
    const response = await upload(storefront(), await singleFacePhoto(), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.length).toBeGreaterThan(10);
    expect(await storefront().app.storage.list(photoFolder(fields.requestUuid))).toEqual([]);
  });

  it("refuses a photo without the parent's or guardian's consent, and keeps nothing", async () => {
    for (const consent of [undefined, '2020-01-01']) {
      const requestUuid = newRequestUuid();
      const fields: Record<string, string | number> = { ...details(requestUuid), ...(consent ? { consent } : {}) };
      if (!consent) delete fields.consent;
      const response = await upload(storefront(), await singleFacePhoto(), fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(CONSENT_REQUIRED.en);
      expect(await storedPhoto(storefront(), requestUuid)).toBeNull();
      expect(
        await storefront()
          .app.db.selectFrom('photo_consents')
          .select('consent_id')
          .where('request_uuid', '=', requestUuid)
          .executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('records who consented, when, and to which wording and privacy policy', async () => {
    const visitor = await newVisitor(storefront().app);
    const requestUuid = newRequestUuid();
    const before = new Date().toISOString();
    expect((await upload(storefront(), await singleFacePhoto(), details(requestUuid), { visitor })).statusCode).toBe(200);
    const consent = await storefront()
      .app.db.selectFrom('photo_consents')
      .selectAll()
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      purpose: 'book',
      session_id: visitor.sessionId,
      consent_version: PHOTO_CONSENT.version,
      consent_language: 'en',
      privacy_version: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
    });
    expect(consent.consented_at >= before).toBe(true);
  });

  it("keeps the book's language and the language the consent was read in", async () => {
    const requestUuid = newRequestUuid();
    const fields = { ...details(requestUuid), language: 'hi', consentLanguage: 'hi' };
    expect((await upload(storefront(), await singleFacePhoto(), fields)).statusCode).toBe(200);
    const db = storefront().app.db;
    const book = await db.selectFrom('book_requests').select('language').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
    const consent = await db
      .selectFrom('photo_consents')
      .select('consent_language')
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect([book.language, consent.consent_language]).toEqual(['hi', 'hi']);
  });

  it.each([
    ['a bidi override', 'Ana\u202Eya', TYPED_TEXT_MESSAGES.hidden.en],
    ['a zero-width space', 'Ana\u200Bya', TYPED_TEXT_MESSAGES.hidden.en],
    ['letters the book cannot print', '李娜', TYPED_TEXT_MESSAGES.unprintable.en],
    ['a letter with 5 marks', `x${'\u0301'.repeat(5)}`, TYPED_TEXT_MESSAGES.tooManyMarks.en],
  ])('refuses a first name with %s, by the typed-text rule, and keeps nothing', async (_what, firstName, message) => {
    const requestUuid = newRequestUuid();
    const response = await upload(storefront(), await singleFacePhoto(), { ...details(requestUuid), firstName });
    expect([response.statusCode, response.json().detail]).toEqual([400, message]);
    expect(await storedPhoto(storefront(), requestUuid)).toBeNull();
  });

  it('keeps a first name composed: an accent typed apart is one letter', async () => {
    const requestUuid = newRequestUuid();
    expect((await upload(storefront(), await singleFacePhoto(), { ...details(requestUuid), firstName: ' Zoe\u0308 ' })).statusCode).toBe(
      200,
    );
    const request = await storefront()
      .app.db.selectFrom('book_requests')
      .select('child_first_name')
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirstOrThrow();
    expect(request.child_first_name).toBe('Zoë');
  });

  it('answers in the language the page asks in: the photo check and a refusal', async () => {
    const visitor = await newVisitor(storefront().app, { language: 'hi' });
    const checked = await upload(storefront(), await singleFacePhoto(), details(newRequestUuid()), { visitor });
    expect(checked.json()).toMatchObject({ status: 'ok', message: 'बढ़िया फ़ोटो! आपके बच्चे का चेहरा साफ़ है और उस पर अच्छी रोशनी है।' });
    const tooYoung = await upload(storefront(), await singleFacePhoto(), { ...details(newRequestUuid()), age: 1 }, { visitor });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().detail).toMatch(/^यह कहानी \d+ से \d+ साल के बच्चों के लिए है।$/);
  });

  it('refuses the coming-soon story', async () => {
    const response = await upload(storefront(), await singleFacePhoto(), { ...details(newRequestUuid()), bookId: 4 });
    expect(response.statusCode).toBe(409);
  });

  it('refuses an upload without the anti-forgery token', async () => {
    const { payload, contentType } = multipartBody(details(newRequestUuid()), {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: await singleFacePhoto(),
    });
    const response = await storefront().app.inject({
      method: 'POST',
      url: '/api/personalphotos/',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(403);
  });

  it('malformed multipart bodies answer 500: now 400 with the form’s words, changing nothing', async () => {
    const visitor = await newVisitor(storefront().app);
    const requestUuid = newRequestUuid();
    const { payload, contentType } = multipartBody(details(requestUuid), {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: await singleFacePhoto(),
    });
    const boundary = contentType.split('boundary=')[1];
    const malformed = {
      'cut short': payload.subarray(0, payload.length - 200),
      'headers never ended': Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="firstName"`),
      'no closing boundary': payload.subarray(0, payload.lastIndexOf(`--${boundary}--`)),
    };
    for (const [what, body] of Object.entries(malformed)) {
      const response = await storefront().app.inject({
        method: 'POST',
        url: '/api/personalphotos/',
        payload: body,
        headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, 'content-type': contentType },
      });
      expect({ what, status: response.statusCode, detail: response.json().detail }).toEqual({
        what,
        status: 400,
        detail: 'We could not read this form. Please send it again.',
      });
    }
    expect(await storedPhoto(storefront(), requestUuid)).toBeNull();
  });
});
