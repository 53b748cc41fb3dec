import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { bookPdfKey, printFileNames } from '../printing/printedBook.js';
import { newBookRequest, payForOrder, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../../testing/testApp.js';
import { emailLinkNonce } from '../personalization/access/requestAccess.js';
import { exportOrder, listOrders, markDelivered, markShipped, revokeLinks, showOrder } from './orderTools.js';

const SANDBOX_SECRET = 'o'.repeat(40);

async function paidOrder(storefront: TestStorefront) {
  const visitor = await newVisitor(storefront.app);
  const requestUuid = await newBookRequest(storefront.app, visitor);
  await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_staff_1', printType: 'Paperback' });
  return requestUuid;
}

describeEachDatabase(
  'order tools for staff',
  (storefront) => {
    it('lists, shows, refuses to export an unbuilt book, and marks shipped once with the shipping email', async () => {
      const db = storefront().app.db;
      const requestUuid = await paidOrder(storefront());
      expect(await listOrders(db, 'paid')).toContain(`${requestUuid}  paid  ₹999.00  Priya Sharma`);
      const shown = await showOrder(db, requestUuid);
      expect(shown).toContain('Print: Paperback, Square 8 x 8 in (20 x 20 cm)');
      expect(shown).toMatch(/product order_\S+ ₹999\.00 paid pay_staff_1/);
      expect(shown).toContain('order-receipt to priya@example.com: pending');
      expect(shown).toContain('Book PDF: pending');
      await expect(exportOrder(db, storefront().app.storage, requestUuid, storefront().config.storage.dataDir)).rejects.toThrow(
        `The book of ${requestUuid} is not built yet (pending)`,
      );

      expect(await markShipped(db, storefront().app.jobs, requestUuid, 'DTDC123456')).toBe(
        `Order ${requestUuid} is marked shipped; the customer's email is queued`,
      );
      expect(await markShipped(db, storefront().app.jobs, requestUuid, null)).toMatch(/was already marked shipped/);
      const shipped = await db
        .selectFrom('emails')
        .selectAll()
        .where('request_uuid', '=', requestUuid)
        .where('kind', '=', 'order-shipped')
        .execute();
      expect(shipped).toHaveLength(1);
      expect(shipped[0].text).toContain('Tracking number: DTDC123456');
      expect(await listOrders(db, 'shipped')).toContain(requestUuid);
      expect(await listOrders(db, 'paid')).not.toContain(requestUuid);
    });

    it("the order's page follows it: paid, sent to print by the export, shipped by a courier, delivered", async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const requestUuid = await newBookRequest(app, visitor);
      const progress = async () => (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();
      await visitor.post('/api/orders', productQuote(requestUuid));
      expect(await progress()).toMatchObject({ paid: false, steps: { paid: null, printing: null, shipped: null, delivered: null } });

      await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_staff_2', printType: 'Paperback' });
      expect(await progress()).toMatchObject({
        paid: true,
        childFirstName: expect.stringMatching(/^Aarav/),
        steps: { paid: expect.any(String), printing: null },
      });
      // Someone else is told there is no such request.
      expect((await (await newVisitor(app)).get(`/api/orders/${requestUuid}/progress`)).statusCode).toBe(404);
      // The staff see until when the parent may still change it.
      expect(await showOrder(app.db, requestUuid)).toMatch(new RegExp(`Order ${requestUuid}: paid, may change until \\d{4}-`));

      // The book as the job leaves it: its two files in storage.
      const files = printFileNames(requestUuid);
      for (const name of [files.interior, files.cover]) await app.storage.put(bookPdfKey(name), await (await PDFDocument.create()).save());
      await app.db
        .updateTable('book_pdfs')
        .set({ status: 'done', file_name: files.interior, cover_file_name: files.cover, pages: 16 })
        .where('request_uuid', '=', requestUuid)
        .execute();
      const printer = mkdtempSync(path.join(tmpdir(), 'printer-'));
      expect((await exportOrder(app.db, app.storage, requestUuid, printer)).split('\n').map((file) => path.basename(file))).toEqual([
        files.interior,
        files.cover,
      ]);
      rmSync(printer, { recursive: true, force: true });
      expect((await progress()).steps.printing).toEqual(expect.any(String));

      await expect(markDelivered(app.db, requestUuid)).rejects.toThrow('is not shipped yet');
      await expect(markShipped(app.db, app.jobs, requestUuid, 'EZ123', 'pigeon')).rejects.toThrow('Unknown courier pigeon');
      await markShipped(app.db, app.jobs, requestUuid, 'EZ123456789IN', 'india-post');
      expect(await progress()).toMatchObject({
        steps: { shipped: expect.any(String), delivered: null },
        trackingNumber: 'EZ123456789IN',
        carrier: 'India Post',
        trackingUrl: 'https://www.indiapost.gov.in/',
      });
      const nonce = () =>
        app.db.selectFrom('book_requests').select('link_nonce').where('request_uuid', '=', requestUuid).executeTakeFirst();
      await emailLinkNonce(app.db, requestUuid); // as the receipt's link made it
      expect(await markDelivered(app.db, requestUuid)).toBe(
        `Order ${requestUuid} is marked delivered; the links in its emails no longer open it`,
      );
      expect((await nonce())?.link_nonce).toBeNull();
      expect((await progress()).steps.delivered).toEqual(expect.any(String));
      expect(await showOrder(app.db, requestUuid)).toMatch(new RegExp(`Order ${requestUuid}: delivered `));
    });

    it('refuses to ship an order that is not paid, and names an unknown order', async () => {
      const db = storefront().app.db;
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      await visitor.post('/api/orders', productQuote(requestUuid));
      await expect(markShipped(db, storefront().app.jobs, requestUuid, null)).rejects.toThrow(
        `Order ${requestUuid} is quoted, not paid: it cannot be shipped`,
      );
      await expect(showOrder(db, '22112026-00000000-0000-4000-8000-000000000000')).rejects.toThrow(
        'No order 22112026-00000000-0000-4000-8000-000000000000',
      );
    });

    it("revokes the links of a request's emails, and names an unknown request", async () => {
      const { app } = storefront();
      const requestUuid = await newBookRequest(app, await newVisitor(app));
      const before = await emailLinkNonce(app.db, requestUuid);
      expect(await revokeLinks(app.db, requestUuid)).toBe(`The links in the emails of ${requestUuid} no longer open it`);
      expect(await emailLinkNonce(app.db, requestUuid)).not.toBe(before);
      await expect(revokeLinks(app.db, '22112026-00000000-0000-4000-8000-000000000000')).rejects.toThrow(
        'No book request 22112026-00000000-0000-4000-8000-000000000000',
      );
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);

describeEachDatabase(
  'what the staff tools print',
  (storefront) => {
    it('strips what a visitor typed to act on the terminal: escapes, line breaks, bidi overrides', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_staff_2', printType: 'Paperback' });
      const { db } = storefront().app;
      await db
        .updateTable('product_orders')
        .set({ customer_name: 'Priya\u001b[2J\u001b]0;pwned\u0007\nOrder X: refunded\u202eevil' })
        .where('request_uuid', '=', requestUuid)
        .execute();
      for (const output of [await showOrder(db, requestUuid), await listOrders(db)]) {
        // eslint-disable-next-line no-control-regex -- the test looks for exactly these control characters
        expect(output).not.toMatch(/[\u001b\u0007\u202e]/);
        expect(output).not.toContain('\nOrder X');
      }
      expect(await showOrder(db, requestUuid)).toContain('Customer: Priya[2J]0;pwnedOrder X: refundedevil <priya@example.com>');
    });
  },
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
