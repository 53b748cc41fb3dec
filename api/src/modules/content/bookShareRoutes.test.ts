import { BOOK_SHARE_HEADER } from 'contracts/constants';
import { generatedKey, generatedUrl } from '../personalization/previews/generatedImages.js';
import { revokeEmailLinks } from '../personalization/access/requestAccess.js';
import { newBookRequest, payForOrder } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type Visitor } from '../../testing/testApp.js';

const SANDBOX_SECRET = 's'.repeat(40);

describeEachDatabase(
  'a book shown to the family',
  (storefront) => {
    it('opens read-only from its share link, with the child’s first name and no contact, until sharing stops', async () => {
      const { app } = storefront();
      const owner = await newVisitor(app);
      const requestUuid = await newBookRequest(app, owner, 1, { childFirstName: 'Kabir' });
      await payForOrder(owner, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_share', dedication: 'For Kabir, from Nani' });
      const file = `${'s'.repeat(24)}-p1-o0.webp`;
      // The picture the parent chose for page 1, one they left aside, and a print option's shot of the book.
      const [leftAside, printShot] = [`${'s'.repeat(24)}-p1-o1.webp`, `${'s'.repeat(24)}-hardcover.webp`];
      for (const name of [file, leftAside, printShot]) await app.storage.put(generatedKey(requestUuid, name), Buffer.from('RIFF....WEBP'));
      await app.db
        .updateTable('books')
        .set({ pages: JSON.stringify({ 1: generatedUrl(requestUuid, file) }) })
        .where('request_uuid', '=', requestUuid)
        .execute();

      // The order page offers 'Stop sharing' only once a link is out, and not after it was stopped.
      const isShared = async () => (await owner.get(`/api/orders/${requestUuid}/progress`)).json().shared;
      expect(await isShared()).toBe(false);
      const shared = await owner.post(`/api/books/${requestUuid}/share`, {});
      expect(shared.statusCode).toBe(200);
      expect(await isShared()).toBe(true);
      const { sharePath, expiresAt } = shared.json();
      expect(sharePath).toMatch(new RegExp(`^/flipbook#share=${requestUuid}\\.`));
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
      const share = sharePath.split('#share=')[1];
      const readShared = (visitor: Visitor, value: string) =>
        app.inject({ method: 'GET', url: '/api/shared-books', headers: { cookie: visitor.cookie, [BOOK_SHARE_HEADER]: value } });

      // Grandma's phone: no session of the owner's, no key, no draft.
      const family = await newVisitor(app);
      const opened = await readShared(family, share);
      expect(opened.statusCode).toBe(200);
      const { book } = opened.json();
      // The family sees the book as it is printed, cut to its ordered size.
      expect(book).toMatchObject({ bookId: 1, childFirstName: 'Kabir', dedication: null, print: { trimAspect: 1 } });
      const answer = opened.body;
      for (const personal of ['priya@example.com', '+919876543210', 'Lotus Residency', 'Priya', 'Nani'])
        expect(answer).not.toContain(personal);
      const cookie = opened.cookies.find((c) => c.name === 'pictures');
      expect(cookie).toMatchObject({ path: `/api/generated/${requestUuid}/`, httpOnly: true, sameSite: 'Strict' });
      const view = (visitor: Visitor, name = file) =>
        app.inject({
          method: 'GET',
          url: generatedUrl(requestUuid, name),
          headers: { cookie: `${visitor.cookie}; pictures=${cookie!.value}` },
        });
      const shown = await view(family);
      expect(shown.statusCode).toBe(200);
      // Not kept by the family's browser: it ends with the link.
      expect(shown.headers['cache-control']).toBe('private, no-store');
      // The book as chosen, and nothing more: not the option left aside, nor the print option's shot; the owner sees them.
      expect((await view(family, leftAside)).statusCode).toBe(404);
      expect((await view(family, printShot)).statusCode).toBe(404);
      const own = (name: string) => app.inject({ method: 'GET', url: generatedUrl(requestUuid, name), headers: { cookie: owner.cookie } });
      expect((await own(leftAside)).statusCode).toBe(200);
      expect((await own(file)).headers['cache-control']).toBe('private, max-age=86400');
      // The link reads the book and does nothing else.
      expect((await family.get(`/api/orders/${requestUuid}/progress`)).statusCode).toBe(404);
      expect((await family.get(`/api/books/${requestUuid}`)).statusCode).toBe(404);
      expect((await family.post(`/api/books/${requestUuid}/share`, {})).statusCode).toBe(404);
      const forged = share.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
      expect((await readShared(family, forged)).statusCode).toBe(404);

      // Stopped from the order page: the link, and the pictures it opened, end.
      expect((await owner.delete(`/api/books/${requestUuid}/share`)).statusCode).toBe(204);
      expect(await isShared()).toBe(false);
      const stopped = await readShared(family, share);
      expect(stopped.statusCode).toBe(404);
      expect(stopped.json().detail).toBe('This link to the book no longer works. Ask whoever shared it for a new one.');
      expect((await view(family)).statusCode).toBe(404);

      // A new link works again, and ends with the order's own links.
      const again = (await owner.post(`/api/books/${requestUuid}/share`, {})).json().sharePath.split('#share=')[1];
      expect(again).not.toBe(share);
      expect((await readShared(family, again)).statusCode).toBe(200);
      await revokeEmailLinks(app.db, requestUuid);
      expect((await readShared(family, again)).statusCode).toBe(404);
    });

    it('is made only by whom the book belongs to, and only for a book that exists', async () => {
      const { app } = storefront();
      const owner = await newVisitor(app);
      const requestUuid = await newBookRequest(app, owner, 1);
      const stranger = await newVisitor(app);
      expect((await stranger.post(`/api/books/${requestUuid}/share`, {})).statusCode).toBe(404);
      expect((await stranger.delete(`/api/books/${requestUuid}/share`)).statusCode).toBe(404);
      const unsaved = await newBookRequest(app, owner, 1, { withBook: false });
      expect((await owner.post(`/api/books/${unsaved}/share`, {})).statusCode).toBe(404);
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/shared-books',
        headers: { cookie: stranger.cookie, [BOOK_SHARE_HEADER]: 'not-a-share' },
      });
      expect(unknown.statusCode).toBe(404);
      expect((await stranger.get('/api/shared-books')).statusCode).toBe(400);
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
