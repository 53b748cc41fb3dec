import { BOOK_SHARE_HEADER, LISTEN_LINK_HEADER, RECORD_LINK_HEADER } from 'contracts/constants';
import { sweepPersonalData } from '../privacy/personalData.js';
import { newBookRequest } from '../../testing/orderFixtures.js';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { describeEachDatabase, newVisitor, type StorefrontApp, type Visitor } from '../../testing/testApp.js';
import { chromeRecording, paidBookWithPages, recordPage, SANDBOX_PAYMENT_SECRET } from '../../testing/voiceFixtures.js';
import { listenLinkOf, openListenLink } from './listenLinks.js';

const RETENTION = { unpaidFilesHours: 48, quickPreviewHours: 24, shippedOrderDays: 30 };

const withHeader = (app: StorefrontApp, visitor: Visitor, url: string, header: string, value: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: visitor.cookie, [header]: value } });

describeEachDatabase(
  'a book read aloud by its family',
  (storefront) => {
    let speech: Buffer;
    beforeAll(async () => {
      speech = await chromeRecording(3);
    });

    it('is recorded by the parent and by a grandparent with a record link, and heard by the family', async () => {
      const { app } = storefront();
      const { owner, requestUuid } = await paidBookWithPages(app, 'pay_voices');
      const voices = `/api/books/${requestUuid}/voices`;

      // The parent reads page 1.
      const mine = await recordPage(app, owner, `${voices}/1`, speech);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ page: 1, reader: 'Mummy', language: 'en', seconds: expect.closeTo(3, 0) });
      const listed = await owner.get(voices);
      expect(listed.json()).toMatchObject({ voices: [{ page: 1, reader: 'Mummy' }], canRecord: true, reader: null });
      const audio = await owner.get(`${voices}/1/audio`);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mp4');
      expect(audio.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

      // Nani is sent a record link: it opens the book by a share and records by the link, in her name whatever she types.
      const link = (await owner.post(`/api/books/${requestUuid}/record-links`, { reader: 'Nani' })).json();
      expect(link).toMatchObject({ reader: 'Nani', recordPath: expect.stringMatching(/^\/flipbook#share=.+&record=.+$/) });
      const fragment = new URLSearchParams(link.recordPath.split('#')[1]);
      const [share, recordValue] = [fragment.get('share')!, fragment.get('record')!];
      const nani = await newVisitor(app);
      const asNani = { [RECORD_LINK_HEADER]: recordValue };
      expect((await withHeader(app, nani, '/api/shared-books', BOOK_SHARE_HEADER, share)).statusCode).toBe(200);
      const hers = await recordPage(app, nani, `${voices}/2`, speech, { fields: { reader: 'Papa', language: 'hi' }, headers: asNani });
      expect(hers.statusCode).toBe(200);
      expect(hers.json()).toMatchObject({ page: 2, reader: 'Nani', language: 'hi' });
      expect((await withHeader(app, nani, voices, RECORD_LINK_HEADER, recordValue)).json()).toMatchObject({
        canRecord: true,
        reader: 'Nani',
      });

      // The link adds and replaces recordings, and does nothing else.
      const asNaniCall = (method: 'DELETE' | 'POST', url: string) =>
        app.inject({ method, url, payload: { reader: 'Nani' }, headers: { cookie: nani.cookie, 'x-csrf-token': nani.token, ...asNani } });
      expect((await asNaniCall('DELETE', `${voices}/1`)).statusCode).toBe(404);
      expect((await asNaniCall('POST', `/api/books/${requestUuid}/record-links`)).statusCode).toBe(404);
      expect((await asNaniCall('POST', `/api/books/${requestUuid}/listen-link`)).statusCode).toBe(404);
      expect((await nani.get(`/api/orders/${requestUuid}/progress`)).statusCode).toBe(404);
      // ... nor opens another book.
      const other = await paidBookWithPages(app, 'pay_voices_other');
      await recordPage(app, other.owner, `/api/books/${other.requestUuid}/voices/1`, speech);
      expect((await withHeader(app, nani, `/api/books/${other.requestUuid}/voices`, RECORD_LINK_HEADER, recordValue)).statusCode).toBe(404);
      expect((await recordPage(app, nani, `/api/books/${other.requestUuid}/voices/1`, speech, { headers: asNani })).statusCode).toBe(404);
      const tampered = recordValue.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
      expect((await recordPage(app, nani, `${voices}/3`, speech, { headers: { [RECORD_LINK_HEADER]: tampered } })).statusCode).toBe(404);

      // The family's share link hears both pages, and records nothing.
      const family = await newVisitor(app);
      const heard = await withHeader(app, family, voices, BOOK_SHARE_HEADER, share);
      expect(heard.json()).toMatchObject({
        voices: [
          { page: 1, reader: 'Mummy' },
          { page: 2, reader: 'Nani' },
        ],
        canRecord: false,
      });
      expect((await withHeader(app, family, `${voices}/2/audio`, BOOK_SHARE_HEADER, share)).statusCode).toBe(200);
      expect((await recordPage(app, family, `${voices}/3`, speech, { headers: { [BOOK_SHARE_HEADER]: share } })).statusCode).toBe(404);
      expect((await family.get(voices)).statusCode).toBe(404);
      const elsewhere = await withHeader(app, family, `/api/books/${other.requestUuid}/voices`, BOOK_SHARE_HEADER, share);
      expect(elsewhere.json()).toEqual({ detail: 'This link to the book no longer works. Ask whoever shared it for a new one.' });

      // Recorded again, a page keeps only the new one; the parent deletes one; a stopped link records no more.
      const again = await recordPage(app, owner, `${voices}/1`, speech, { fields: { reader: 'Papa', language: 'en' } });
      expect(again.json().version).not.toBe(mine.json().version);
      expect((await app.storage.list(`voices/${requestUuid}/`)).map((file) => file.key)).toHaveLength(2);
      expect((await owner.delete(`${voices}/2`)).statusCode).toBe(204);
      expect((await owner.get(`${voices}/2/audio`)).statusCode).toBe(404);
      expect((await owner.get(`/api/books/${requestUuid}/record-links`)).json().links).toHaveLength(1);
      expect((await owner.delete(`/api/books/${requestUuid}/record-links/${link.linkId}`)).statusCode).toBe(204);
      const stopped = await recordPage(app, nani, `${voices}/2`, speech, { headers: asNani });
      expect(stopped.statusCode).toBe(404);
      expect(stopped.json().detail).toBe('This link to read the book aloud no longer works. Ask whoever sent it for a new one.');
      expect((await owner.get(voices)).json().voices).toEqual([expect.objectContaining({ page: 1, reader: 'Papa' })]);
    });

    it('plays from the printed book’s listen link until the parent stops it, and keeps the recordings as long', async () => {
      const { app } = storefront();
      const { owner, requestUuid } = await paidBookWithPages(app, 'pay_listen');
      await recordPage(app, owner, `/api/books/${requestUuid}/voices/1`, speech);
      const made = (await owner.post(`/api/books/${requestUuid}/listen-link`, {})).json();
      expect(made).toMatchObject({ listenPath: expect.stringMatching(/^\/flipbook#listen=/), stopped: false });
      // Made once: a printed code cannot change.
      expect((await owner.post(`/api/books/${requestUuid}/listen-link`, {})).json().listenPath).toBe(made.listenPath);
      expect(new Date(made.expiresAt).getTime()).toBeGreaterThan(Date.now() + 4.9 * 365 * 24 * 60 * 60 * 1000);
      const value = made.listenPath.split('#listen=')[1];
      const child = await newVisitor(app);
      const listened = await withHeader(app, child, '/api/listened-books', LISTEN_LINK_HEADER, value);
      expect(listened.statusCode).toBe(200);
      expect(listened.json()).toEqual({ childFirstName: 'Kabir', voices: [expect.objectContaining({ page: 1, reader: 'Mummy' })] });
      expect((await withHeader(app, child, `/api/books/${requestUuid}/voices/1/audio`, LISTEN_LINK_HEADER, value)).statusCode).toBe(200);
      const forged = value.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
      expect((await withHeader(app, child, '/api/listened-books', LISTEN_LINK_HEADER, forged)).statusCode).toBe(404);
      // A link that has run its years is told apart from a forged one.
      const sixYearsAgo = new Date(Date.now() - 6 * 365 * 86_400_000);
      const old = await listenLinkOf(app.db, 'a key', '6b1f0c52-0000-4000-8000-000000000001', sixYearsAgo);
      await expect(openListenLink(app.db, 'a key', old.value)).rejects.toMatchObject({
        kind: 'gone',
        text: { en: "This book's recordings have ended. Thank you for reading it together." },
      });

      // Long after shipping, the recordings stay for the printed book, and go once the parent stops its link.
      await app.db
        .updateTable('product_orders')
        .set({ shipped_at: new Date(Date.now() - 100 * 86_400_000).toISOString() })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await sweepPersonalData(app.db, app.storage, RETENTION);
      expect((await withHeader(app, child, '/api/listened-books', LISTEN_LINK_HEADER, value)).json().voices).toHaveLength(1);
      expect((await owner.delete(`/api/books/${requestUuid}/listen-link`)).statusCode).toBe(204);
      const stopped = await withHeader(app, child, '/api/listened-books', LISTEN_LINK_HEADER, value);
      expect(stopped.statusCode).toBe(410);
      expect(stopped.json().detail).toBe("The family has stopped this book's recordings. The book is still yours to read aloud together.");
      await sweepPersonalData(app.db, app.storage, RETENTION);
      expect(await app.db.selectFrom('page_voices').selectAll().where('request_uuid', '=', requestUuid).execute()).toEqual([]);
      expect(await app.storage.list(`voices/${requestUuid}/`)).toEqual([]);
    });

    it('refuses a book not paid for, a file that is not a recording, a page the book has not, and a stranger, storing nothing', async () => {
      const { app } = storefront();
      const parent = await newVisitor(app);
      const unpaid = await newBookRequest(app, parent, 1);
      const notPaid = await recordPage(app, parent, `/api/books/${unpaid}/voices/1`, speech);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().detail).toBe("Pages can be read aloud once the book's order is paid.");
      expect((await parent.post(`/api/books/${unpaid}/record-links`, { reader: 'Nani' })).statusCode).toBe(409);

      const { owner, requestUuid } = await paidBookWithPages(app, 'pay_refusals');
      const voices = `/api/books/${requestUuid}/voices`;
      const photo = await recordPage(app, owner, `${voices}/1`, await singleFacePhoto());
      expect(photo.statusCode).toBe(415);
      expect(photo.json().detail).toBe('This file is not a recording we can play. Please record the page again.');
      expect((await recordPage(app, owner, `${voices}/9`, speech)).json().detail).toBe('This book has no page 9 to read aloud.');
      expect((await recordPage(app, owner, `${voices}/1`, speech, { fields: { language: 'en' } })).json().detail).toBe(
        'Please say who is reading, for example Mummy or Nani.',
      );
      expect((await recordPage(app, owner, `${voices}/1`, speech, { fields: { reader: ' ', language: 'en' } })).statusCode).toBe(400);
      expect((await owner.post(`/api/books/${requestUuid}/record-links`, { reader: '' })).statusCode).toBe(400);
      const stranger = await newVisitor(app);
      expect((await recordPage(app, stranger, `${voices}/1`, speech)).statusCode).toBe(404);
      expect((await stranger.get(voices)).statusCode).toBe(404);
      expect((await stranger.post(`/api/books/${requestUuid}/listen-link`, {})).statusCode).toBe(404);
      expect(await app.storage.list(`voices/${requestUuid}/`)).toEqual([]);
      expect((await owner.get(voices)).json().voices).toEqual([]);
    });
  },
  { SANDBOX_PAYMENT_SECRET },
);
