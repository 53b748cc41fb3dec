import { newPerson, type Companion } from 'contracts/companions';
import { FIRST_VISIT_USAGE } from 'contracts/constants';
import { payDeposit } from '../../../testing/orderFixtures.js';
import { coverOnceDrawn, previewWithPages, readyRequest } from '../../../testing/previewFixtures.js';
import { describeOnOneDatabase, newVisitor, type Visitor } from '../../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../../testing/storefrontFixture.js';

jest.setTimeout(120_000);

const usageStats = FIRST_VISIT_USAGE;
const SANDBOX_SECRET = 'b'.repeat(40);
const nani = { ...newPerson('nani', 'en'), look: { ...newPerson('nani', 'en').look, hairColour: 'white' } } satisfies Companion;
const bruno: Companion = { kind: 'pet', animal: 'dog', coat: 'golden', name: 'Bruno' };

const start = (visitor: Visitor, requestUuid: string, companions?: unknown) =>
  visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats, ...(companions ? { companions } : {}) });

describeOnOneDatabase(
  'the companions a preview draws',
  (storefront) => {
    const keptCompanions = async (requestUuid: string) =>
      (
        await storefront()
          .app.db.selectFrom('book_previews')
          .select('companions')
          .where('request_uuid', '=', requestUuid)
          .executeTakeFirst()
      )?.companions;

    it('draws Nani and Bruno beside the hero and names them, and draws it all again when they change', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      expect((await start(visitor, requestUuid)).statusCode).toBe(200);
      const alone = await previewWithPages(visitor, requestUuid, [1]);
      expect(alone.companions).toBeUndefined();
      const drawnAlone = (await visitor.get(alone.pages[0].pictureFileURL[0])).rawPayload;
      const coverAlone = (await visitor.get(await coverOnceDrawn(visitor, requestUuid))).rawPayload;

      // Companions added: every page again, at new addresses, drawn with them (page 1 brings them along).
      expect((await start(visitor, requestUuid, [nani, { ...bruno, name: '  Bruno ' }])).json()).toEqual({
        status: 'processing',
        queuedPages: [1, 2],
      });
      const withFamily = await previewWithPages(visitor, requestUuid, [1]);
      expect(withFamily.companions).toEqual([nani, bruno]);
      // Named in the words of the pages that bring them along, and in the title.
      expect(withFamily.title).toMatch(/, starring \S+, with Nani and Bruno$/);
      expect(withFamily.pages[0].text).toMatch(/ And today, Nani and Bruno are coming along too!$/);
      expect(withFamily.pages[2].text).not.toContain('Nani');
      expect(alone.pages[0].text).not.toContain('Nani');
      expect(withFamily.pages[0].pictureFileURL[0]).not.toBe(alone.pages[0].pictureFileURL[0]);
      expect((await visitor.get(alone.pages[0].pictureFileURL[0])).statusCode).toBe(404);
      const drawnWith = (await visitor.get(withFamily.pages[0].pictureFileURL[0])).rawPayload;
      expect(drawnWith.length).toBeGreaterThan(1000);
      expect(drawnWith.equals(drawnAlone)).toBe(false);
      // The book's own cover too: drawn again with them on the front.
      const coverWith = (await visitor.get(await coverOnceDrawn(visitor, requestUuid))).rawPayload;
      expect(coverWith.length).toBeGreaterThan(1000);
      expect(coverWith.equals(coverAlone)).toBe(false);

      // The same list again draws nothing; a new name is in the words on every picture, so they are all drawn again.
      expect((await start(visitor, requestUuid, [nani, bruno])).json()).toEqual({ status: 'processing', queuedPages: [] });
      expect((await start(visitor, requestUuid)).json()).toEqual({ status: 'processing', queuedPages: [] });
      expect((await start(visitor, requestUuid, [{ ...nani, name: 'Nani Maa' }, bruno])).json()).toEqual({
        status: 'processing',
        queuedPages: [1, 2],
      });
      const renamed = await previewWithPages(visitor, requestUuid, [2]);
      expect(renamed.pages[1].text).toMatch(/Nani Maa and Bruno hurried along/);
      // Another pet, or none: every page again.
      expect(
        (
          await start(visitor, requestUuid, [
            { ...nani, name: 'Nani Maa' },
            { ...bruno, animal: 'cat', coat: 'ginger' },
          ])
        ).json(),
      ).toEqual({
        status: 'processing',
        queuedPages: [1, 2],
      });
      expect((await start(visitor, requestUuid, [])).json()).toEqual({ status: 'processing', queuedPages: [1, 2] });
      expect(await keptCompanions(requestUuid)).toBeNull();
    });

    it('refuses companions that cannot be drawn or printed, each in words a parent understands, and keeps those chosen', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      const child = { ...newPerson('sibling', 'en', 'male'), name: 'Aarav' };
      const { gender: _unsaid, ...ungendered } = child;
      const refused: Record<string, [unknown, RegExp]> = {
        'three companions': [[nani, bruno, child], /at most two people or pets/],
        'an unknown relation': [[{ ...nani, relation: 'neighbour' }], /could not read who else is in the story/],
        'an unknown animal': [[{ ...bruno, animal: 'horse' }], /could not read who else is in the story/],
        'an unknown attribute': [[{ ...nani, look: { ...nani.look, clothing: 'gown' } }], /could not read who else is in the story/],
        'a name with hidden characters': [[{ ...bruno, name: 'Bru\u202eno' }], /./],
        'an empty name': [[{ ...bruno, name: '  ' }], /give each person and pet in the story a name/],
        'a name too long': [[{ ...bruno, name: 'B'.repeat(17) }], /at most 16 letters/],
        'a sibling without a gender': [[ungendered], /whether Aarav is a girl or a boy/],
        'a beard on a child': [[{ ...child, look: { ...child.look, facialHair: 'beard' } }], /take it off Aarav/],
        'white hair on a child': [[{ ...child, look: { ...child.look, hairColour: 'white' } }], /another colour for Aarav/],
        'a saree on a baby': [[{ ...child, ageGroup: 'baby', look: { ...child.look, clothing: 'saree' } }], /not drawn at Aarav's age/],
      };
      for (const [what, [companions, said]] of Object.entries(refused)) {
        const response = await start(visitor, requestUuid, companions);
        expect({ what, status: response.statusCode, detail: response.json().detail }).toEqual({
          what,
          status: 400,
          detail: expect.stringMatching(said),
        });
      }
      expect(await keptCompanions(requestUuid)).toBeUndefined();

      expect((await start(visitor, requestUuid, [nani])).statusCode).toBe(200);
      expect((await start(visitor, requestUuid, [nani, bruno, child])).statusCode).toBe(400);
      expect(JSON.parse((await keptCompanions(requestUuid))!)).toEqual([nani]);
      // In Hindi too.
      const hindi = await newVisitor(storefront().app, { language: 'hi' });
      const hindiRequest = await readyRequest(storefront(), hindi);
      expect((await start(hindi, hindiRequest, [nani, bruno, child])).json().detail).toBe(
        'किताब में हीरो के साथ ज़्यादा से ज़्यादा दो लोग या पालतू जानवर हो सकते हैं: कृपया एक को हटाएँ।',
      );
    });

    it('freezes the companions with the hero once the deposit is paid', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await readyRequest(storefront(), visitor);
      expect((await start(visitor, requestUuid, [nani])).statusCode).toBe(200);
      expect(await payDeposit(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_companions_1' })).toMatchObject({
        paymentConfirmed: true,
      });
      expect((await start(visitor, requestUuid, [nani, bruno])).statusCode).toBe(409);
      expect((await start(visitor, requestUuid, [{ ...nani, name: 'Amma' }])).statusCode).toBe(409);
      expect((await start(visitor, requestUuid)).statusCode).toBe(200);
      expect(JSON.parse((await keptCompanions(requestUuid))!)).toEqual([nani]);
    });
  },
  { PAGE_OPTIONS: '2', SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET, ...WITH_BACKGROUND_WORK },
);
