import { defaultHeroLook } from 'contracts/hero';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import type { PageGenerator } from '../../imaging/generators/pageGenerator.js';
import { embeddedGenerator } from '../../imaging/generators/embeddedGenerator.js';
import { previewStart, previewWithPages, readyRequest } from '../../../testing/previewFixtures.js';
import { describeOnOneDatabase, newVisitor, type TestStorefront } from '../../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../../testing/storefrontFixture.js';
import { generatePage } from '../previews/generatePage.js';
import { jobId } from '../previews/pageJobs.js';
import { photoFolder } from './photoStore.js';

jest.setTimeout(120_000);

/** The child's photo as kept: its record and its stored file. */
async function photoKept(storefront: TestStorefront, requestUuid: string) {
  const { db, storage } = storefront.app;
  const row = await db.selectFrom('photos').select('file_name').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const files = await storage.list(photoFolder(requestUuid));
  return { record: row !== undefined, files: files.length };
}

describeOnOneDatabase(
  "the child's photo, with the embedded generator",
  (storefront) => {
    it('is deleted once the confirmed hero has drawn the first pages, and the book goes on being drawn without it', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      expect(await photoKept(storefront(), requestUuid)).toEqual({ record: true, files: 1 });
      expect((await visitor.post('/api/bookpreviews/', previewStart(requestUuid))).statusCode).toBe(200);
      await previewWithPages(visitor, requestUuid, [1, 2]);
      // Deleted by the job that drew the last of them, just after its page is shown as drawn.
      for (let i = 0; i < 20 && (await photoKept(storefront(), requestUuid)).record; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await photoKept(storefront(), requestUuid)).toEqual({ record: false, files: 0 });

      // A hero changed afterwards, and the pages after the first, are drawn from the hero the parent confirmed.
      const glasses = await visitor.post(
        '/api/bookpreviews/',
        previewStart(requestUuid, { ...defaultHeroLook('Girl', 5), glasses: 'round' }),
      );
      expect(glasses.json()).toEqual({ status: 'processing', queuedPages: [1, 2] });
      const more = await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        startPage: 3,
        endPage: 5,
        usageStats: FIRST_VISIT_USAGE,
      });
      expect(more.json()).toEqual({ queuedPages: [3, 4] });
      await previewWithPages(visitor, requestUuid, [1, 2, 3, 4]);
    });
  },
  WITH_BACKGROUND_WORK,
);

describeOnOneDatabase("the child's photo, with a generator that paints from it", (storefront) => {
  it('is kept, and given to every page, until the book is made', async () => {
    const visitor = await newVisitor(storefront().app);
    const requestUuid = await readyRequest(storefront(), visitor);
    expect((await visitor.post('/api/bookpreviews/', previewStart(requestUuid))).statusCode).toBe(200);
    const drawn = embeddedGenerator();
    const photosGiven: boolean[] = [];
    // The embedded drawing, as a generator that paints from the photo (a ComfyUI server) is given it.
    const painter: PageGenerator = {
      ...drawn,
      usesPhoto: true,
      generate: (request) => {
        photosGiven.push(request.photo !== null);
        return drawn.generate(request);
      },
    };
    const { db, storage } = storefront().app;
    for (const page of [1, 2])
      await generatePage({ db, storage, generator: painter, options: 1 }, jobId(requestUuid, page), {
        number: 1,
        final: true,
        priority: 0,
      });
    expect(photosGiven).toEqual([true, true]);
    expect(await photoKept(storefront(), requestUuid)).toEqual({ record: true, files: 1 });
  });
});
