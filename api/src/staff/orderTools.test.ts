import { newBookRequest, payForOrder, productQuote } from '../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type TestStorefront } from '../testing/testApp.js';
import { exportOrder, listOrders, markShipped, showOrder } from './orderTools.js';

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
      await expect(exportOrder(db, storefront().app.storage, requestUuid, storefront().config.dataDir)).rejects.toThrow(
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
