import { defaultHeroLook } from 'contracts/hero';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import type { InjectOptions } from 'fastify';
import { noFacePhoto, singleFacePhoto } from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { describeOnOneDatabase, newVisitor, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import { withinOneClockWindow } from '../../testing/clockWindows.js';
import { previewStart } from '../../testing/previewFixtures.js';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A visitor's calls as sent from one network address (each test counts on its own). */
function from(storefront: TestStorefront, visitor: Visitor, remoteAddress: string, extra: Record<string, string> = {}) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    storefront.app.inject({
      method,
      url,
      remoteAddress,
      payload: payload as InjectOptions['payload'],
      headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, ...extra },
    });
  return {
    post: (url: string, payload: unknown) => call('POST', url, payload),
    upload: async (requestUuid = newRequestUuid()) => {
      const answer = await uploadPhoto(storefront, await singleFacePhoto(), childDetails(requestUuid), { visitor, remoteAddress });
      expect(answer.json().status).toBe('ok');
      return { requestUuid, requestKey: answer.json().requestKey as string };
    },
  };
}

const imageToken = async (storefront: TestStorefront, requestUuid: string) =>
  (await storefront.app.db.selectFrom('book_previews').select('image_token').where('request_uuid', '=', requestUuid).executeTakeFirst())
    ?.image_token;

describeOnOneDatabase(
  'the budgets of drawing and uploading',
  (storefront) => {
    it("counts a book's whole redraws per book, whatever session asks, and says when it may change again", async () => {
      await withinOneClockWindow(DAY_MS, async (attempt) => {
        const address = `198.51.100.${attempt}`;
        const parent = from(storefront(), await newVisitor(storefront().app), address);
        const { requestUuid, requestKey } = await parent.upload();
        expect((await parent.post('/api/bookpreviews/', previewStart(requestUuid))).statusCode).toBe(200);
        for (const glasses of ['round', 'square'] as const) {
          const redraw = await parent.post('/api/bookpreviews/', previewStart(requestUuid, { ...defaultHeroLook('Girl', 5), glasses }));
          expect(redraw.statusCode).toBe(200);
        }
        // A fresh session with the book's key is the same book: its day's redraws are spent.
        const elsewhere = from(storefront(), await newVisitor(storefront().app, { language: 'hi' }), address, {
          'x-request-key': requestKey,
          'accept-language': 'hi',
        });
        const before = await imageToken(storefront(), requestUuid);
        const refused = await elsewhere.post(
          '/api/bookpreviews/',
          previewStart(requestUuid, { ...defaultHeroLook('Girl', 5), glasses: 'none' }),
        );
        expect(refused.statusCode).toBe(429);
        expect(refused.json().detail).toMatch(/^यह किताब आज 2 बार फिर से बनाई जा चुकी है.* \d+ (घंटे|मिनट) बाद/);
        expect(await imageToken(storefront(), requestUuid)).toBe(before);
        // The same hero draws nothing, so it is not a redraw.
        expect(
          (await parent.post('/api/bookpreviews/', previewStart(requestUuid, { ...defaultHeroLook('Girl', 5), glasses: 'square' })))
            .statusCode,
        ).toBe(200);
      });
    });

    it("counts the pages drawn for an address's books together, and a refused preview starts nothing", async () => {
      await withinOneClockWindow(DAY_MS, async (attempt) => {
        const address = `198.51.101.${attempt}`;
        const first = from(storefront(), await newVisitor(storefront().app), address);
        // Each start queues the first 2 pages and the cover: 3 of the day's 10.
        for (let book = 0; book < 2; book += 1) {
          const { requestUuid } = await first.upload();
          expect((await first.post('/api/bookpreviews/', previewStart(requestUuid))).statusCode).toBe(200);
          if (book === 1) {
            const more = await first.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
              requestUuid,
              startPage: 3,
              endPage: 5,
              usageStats: FIRST_VISIT_USAGE,
            });
            expect(more.json()).toEqual({ queuedPages: [3, 4] });
          }
        }
        const another = from(storefront(), await newVisitor(storefront().app), address);
        const { requestUuid } = await another.upload();
        const refused = await another.post('/api/bookpreviews/', previewStart(requestUuid));
        expect(refused.statusCode).toBe(429);
        expect(refused.json().detail).toMatch(
          /^Many pages have been drawn from your network today\. You can draw more in \d+ (hours?|minutes?)\.$/,
        );
        expect(await imageToken(storefront(), requestUuid)).toBeUndefined();
        // Another address has its own day.
        const neighbour = from(storefront(), await newVisitor(storefront().app), `198.51.102.${attempt}`);
        const own = await neighbour.upload();
        expect((await neighbour.post('/api/bookpreviews/', previewStart(own.requestUuid))).statusCode).toBe(200);
      });
    });

    it("counts an address's uploads per day, and gives back a photo that was refused", async () => {
      await withinOneClockWindow(DAY_MS, async (attempt) => {
        const remoteAddress = `198.51.103.${attempt}`;
        const visitor = await newVisitor(storefront().app);
        const refusedPhoto = await uploadPhoto(storefront(), await noFacePhoto(), childDetails(newRequestUuid()), {
          visitor,
          remoteAddress,
        });
        expect(refusedPhoto.json().status).toBe('error');
        for (let i = 0; i < 3; i += 1) await from(storefront(), visitor, remoteAddress).upload();
        const fourth = await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(newRequestUuid()), {
          visitor: await newVisitor(storefront().app),
          remoteAddress,
        });
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json().detail).toMatch(/^Many photos have been uploaded from your network today\./);
      });
    });
  },
  { REDRAWS_PER_BOOK_PER_DAY: '2', DRAWN_PAGES_PER_ADDRESS_PER_DAY: '10', UPLOADS_PER_ADDRESS_PER_DAY: '3' },
);
