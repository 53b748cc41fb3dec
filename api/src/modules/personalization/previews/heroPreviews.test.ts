import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import { coverOnceDrawn, previewWithPages, readyRequest } from '../../../testing/previewFixtures.js';
import { describeOnOneDatabase, newVisitor } from '../../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../../testing/storefrontFixture.js';

jest.setTimeout(120_000);

const usageStats = FIRST_VISIT_USAGE;

describeOnOneDatabase(
  'the hero a preview draws',
  (storefront) => {
    it('uses the skin tone the visitor chose over the estimate', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, skinTone: 'Deep' });
      const { db } = storefront().app;
      expect(
        (await db.selectFrom('book_previews').select('skin_tone').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow())
          .skin_tone,
      ).toBe('Deep');
      expect(
        (await db.selectFrom('photos').select('chosen_skin_tone').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow())
          .chosen_skin_tone,
      ).toBe('Deep');
    });

    it('draws the hero the parent confirmed, and draws every page again, at new addresses, when it changes', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const { db } = storefront().app;
      const hero: HeroLook = { ...defaultHeroLook('Girl', 5), skinTone: 'Brown', hairStyle: 'plaits', glasses: 'square' };
      const start = (look: HeroLook) =>
        visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, hero: look });
      expect((await start(hero)).statusCode).toBe(200);
      const kept = await db
        .selectFrom('book_previews')
        .select(['hero', 'skin_tone'])
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect({ hero: JSON.parse(kept.hero!), skinTone: kept.skin_tone }).toEqual({ hero, skinTone: 'Brown' });
      const first = await previewWithPages(visitor, requestUuid, [1, 2]);
      const firstCover = await coverOnceDrawn(visitor, requestUuid);

      // The same hero again keeps what was drawn; another one draws it all again.
      expect((await start(hero)).json()).toEqual({ status: 'processing', queuedPages: [] });
      expect((await start({ ...hero, glasses: 'none' })).json()).toEqual({ status: 'processing', queuedPages: [1, 2] });
      // A patka's colour is part of the look: kept as sent.
      const patka: HeroLook = { ...hero, glasses: 'none', hairStyle: 'patka', patkaColour: 'saffron' };
      expect((await start(patka)).statusCode).toBe(200);
      const withPatka = await db
        .selectFrom('book_previews')
        .select('hero')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(withPatka.hero!)).toEqual(patka);
      expect((await start({ ...hero, glasses: 'none' })).statusCode).toBe(200);
      const again = await previewWithPages(visitor, requestUuid, [1, 2]);
      expect(again.pages[0].imageFileURL[0]).not.toBe(first.pages[0].imageFileURL[0]);
      expect((await visitor.get(first.pages[0].imageFileURL[0])).statusCode).toBe(404);
      // The cover too: drawn again with the new hero, the old one gone.
      const cover = await coverOnceDrawn(visitor, requestUuid);
      expect(cover).not.toBe(firstCover);
      expect((await visitor.get(firstCover)).statusCode).toBe(404);
      expect((await visitor.get(cover)).statusCode).toBe(200);
    });

    it('refuses a hero that cannot be drawn, each with a clear message, and starts nothing', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const refused: Record<string, object> = {
        'a hero whose skin differs from the skin tone sent with it': {
          skinTone: 'Light',
          hero: { ...defaultHeroLook('Girl', 5), skinTone: 'Deep' },
        },
        'cropped hair in plaits': { hero: { ...defaultHeroLook('Girl', 5), hairLength: 'cropped', hairStyle: 'plaits' } },
        'a hair colour not drawn': { hero: { ...defaultHeroLook('Girl', 5), hairColour: 'green' } },
        'a patka colour not drawn': { hero: { ...defaultHeroLook('Boy', 5), hairStyle: 'patka', patkaColour: 'purple' } },
        'a hero with an attribute missing': { hero: { skinTone: 'Medium' } },
      };
      for (const [what, change] of Object.entries(refused)) {
        const response = await visitor.post('/api/bookpreviews/', {
          requestUuid,
          bookId: 1,
          gender: 'Girl',
          age: 5,
          usageStats,
          ...change,
        });
        expect({ what, status: response.statusCode, said: /\w/.test(response.json().detail) }).toEqual({ what, status: 400, said: true });
      }
      const started = await storefront()
        .app.db.selectFrom('book_previews')
        .select('request_uuid')
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirst();
      expect(started).toBeUndefined();
    });
  },
  { PAGE_OPTIONS: '2', ...WITH_BACKGROUND_WORK },
);
