import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentSignature } from '../payments/paymentProvider.js';
import type { Language } from 'contracts/languages';
import { markShipped } from '../staff/orderTools.js';
import { depositOrder, indianAddress, newBookRequest, payDeposit, productQuote } from '../../testing/orderFixtures.js';
import { describeEachDatabase, newVisitor, type StorefrontApp, type TestStorefront, type Visitor } from '../../testing/testApp.js';
import sharp from 'sharp';
import { generatedFolder, generatedKey } from '../personalization/previews/generatedImages.js';
import { queueEmail, sendEmail } from './emailQueue.js';
import { folderStore } from '../../platform/storage/folderStore.js';
import { createMailer, OUTBOX, type Mailer } from '../../platform/mail/mailer.js';

const SANDBOX_SECRET = 's'.repeat(40);
const ORIGIN = 'https://herotales.example';
const LINKS = { siteOrigin: ORIGIN, key: 'l'.repeat(43) };

async function initiatedOrder(storefront: TestStorefront, visitor: Visitor, book: { language?: Language; childFirstName?: string } = {}) {
  const requestUuid = await newBookRequest(storefront.app, visitor, 1, book);
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  const { razorpayOrderId } = (await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })).json();
  return { requestUuid, razorpayOrderId: razorpayOrderId as string };
}

function outboxMessages(outbox: string): string[] {
  const folder = path.join(outbox, OUTBOX);
  return readdirSync(folder)
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}

/** Quoted-printable bodies fold long lines; this reads them back as text. */
const unfold = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describeEachDatabase(
  'emails after payment',
  (storefront) => {
    let outbox: string;
    let mailer: Mailer;
    beforeEach(() => {
      outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
      mailer = createMailer({ smtpUrl: null, storage: folderStore(outbox), from: 'Hero Tales <orders@herotales.in>' });
    });
    afterEach(() => rmSync(outbox, { recursive: true, force: true }));
    /** What the email job does, for each email of the request. */
    const sendQueued = async (db: StorefrontApp['db'], requestUuid: string) => {
      const emails = await db.selectFrom('emails').select('email_id').where('request_uuid', '=', requestUuid).execute();
      for (const { email_id } of emails)
        await sendEmail(db, mailer, storefront().app.storage, LINKS, email_id, { number: 1, final: false, priority: 0 });
    };

    it('a failed payment, then a paid one: the try-again email and one receipt with every field, written to the outbox', async () => {
      const visitor = await newVisitor(storefront().app);
      const db = storefront().app.db;
      const { requestUuid, razorpayOrderId } = await initiatedOrder(storefront(), visitor);
      // The sandbox's bank declines the card (the provider's word), then the browser reports it too.
      const declined = await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: '4000000000000002' });
      expect(declined.json().error.description).toBe('Your card was declined by the bank.');
      await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: false,
        razorpayOrderId,
        errorCode: 'BAD_REQUEST_ERROR',
        errorDescription: 'Your card was declined by the bank.',
        errorReason: 'card_declined',
      });
      const { razorpayOrderId: retryOrderId } = (
        await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })
      ).json();
      const confirmation = {
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: true,
        razorpayOrderId: retryOrderId,
        razorpayPaymentId: 'pay_receipt_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, retryOrderId, 'pay_receipt_1'),
      };
      expect((await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation)).json()).toMatchObject({
        paymentConfirmed: true,
      });
      await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, confirmation);

      const queued = await db
        .selectFrom('emails')
        .select(['kind', 'status'])
        .where('request_uuid', '=', requestUuid)
        .orderBy('created_at')
        .execute();
      expect(queued.map((e) => e.kind).sort()).toEqual(['order-receipt', 'payment-failed']);
      // Each was queued as a job with the payment it is about.
      expect((await storefront().app.jobs.depth()).email).toBe(2);
      await sendQueued(db, requestUuid);

      const [first, second] = outboxMessages(outbox).map(unfold);
      const failed = [first, second].find((m) => m.includes('did not go through'))!;
      const receipt = [first, second].find((m) => m.includes('receipt'))!;
      expect(failed).toContain('To: priya@example.com');
      // The link opens the order on any device for 14 days, to pay: a signed access in the fragment, which no server logs.
      const checkoutLink = new RegExp(`${ORIGIN}/checkout\\?requestUuid=${requestUuid}#access=link\\.checkout\\.(\\d+)\\.[\\w-]{43}`);
      expect(failed).toMatch(checkoutLink);
      const expiresInDays = (Number(checkoutLink.exec(failed)![1]) - Date.now()) / (24 * 60 * 60 * 1000);
      expect(expiresInDays).toBeGreaterThan(13.9);
      expect(expiresInDays).toBeLessThanOrEqual(14);
      expect(failed).toContain('Your card was declined by the bank.');
      expect(receipt).toMatch(/Subject: Your Hero Tales receipt for Aarav\d*'s Book/);
      for (const field of [
        `Order ID: ${requestUuid}`,
        'Print Type: Hardcover, Square 8 x 8 in (20 x 20 cm)',
        'Amount Paid: INR 1499.00',
        'Payment Gateway: Razorpay',
        'Gateway Payment ID: pay_receipt_1',
        'Customer Name: Priya Sharma',
        'Estimated Delivery: Within 10 business days',
      ]) {
        expect(receipt).toContain(field);
      }
      expect(receipt).toMatch(/Order Date & Time: [A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
      // The day the square book, made by Gelato in India, arrives by.
      expect(receipt).toMatch(/Arrives by: [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+/);
      expect(receipt).toMatch(/Delivery Address: Priya, Sharma, [^\n]+/);
      // 'Where is my book?' opens the order's page on any device, with the same signed access.
      expect(receipt).toMatch(
        new RegExp(
          `Where is my book\\?: ${ORIGIN}/order-status\\?requestUuid=${requestUuid}#access=link\\.order-status\\.\\d+\\.[\\w-]{43}`,
        ),
      );
      // And the book itself, to flip through and share with the family, with that access too.
      expect(receipt).toMatch(
        new RegExp(
          `See your book and share it with the family: ${ORIGIN}/flipbook\\?requestUuid=${requestUuid}#access=link\\.order-status\\.\\d+\\.[\\w-]{43}`,
        ),
      );
      expect(receipt).toContain('Content-Type: text/html');
      // A job run again (a worker died after sending) sends nothing twice.
      await sendQueued(db, requestUuid);
      expect(outboxMessages(outbox)).toHaveLength(2);
    });

    it("shows the book's own cover in the receipt, attached as a JPEG, and says until when the book may change", async () => {
      const { app } = storefront();
      const visitor = await newVisitor(app);
      const orders = [await initiatedOrder(storefront(), visitor), await initiatedOrder(storefront(), visitor)];
      const token = 'covertokencovertokencover';
      const cover = await sharp({ create: { width: 720, height: 960, channels: 3, background: '#6c4ab6' } })
        .webp()
        .toBuffer();
      for (const [i, { requestUuid, razorpayOrderId }] of orders.entries()) {
        const started = new Date().toISOString();
        await app.db
          .insertInto('book_previews')
          .values({ request_uuid: requestUuid, skin_tone: 'Medium', image_token: token, cover_token: token, started_at: started })
          .execute();
        await app.storage.put(generatedKey(requestUuid, `${token}-cover.webp`), cover);
        const paymentId = `pay_cover_${i}`;
        await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
          requestUuid,
          paymentFor: 'product',
          paymentSuccess: true,
          razorpayOrderId,
          razorpayPaymentId: paymentId,
          razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, paymentId),
        });
      }
      // The second book's pictures are gone by the time its receipt is sent.
      await app.storage.deleteAll(generatedFolder(orders[1].requestUuid));
      for (const { requestUuid } of orders) await sendQueued(app.db, requestUuid);

      const [withCover, without] = orders.map(({ requestUuid }) =>
        outboxMessages(outbox)
          .map(unfold)
          .find((m) => m.includes(requestUuid))!,
      );
      expect(withCover).toMatch(/<img src="cid:book-cover@herotales" alt="The cover of Aarav\d+'s Book"/);
      expect(withCover).toContain('Content-Type: image/jpeg');
      expect(withCover).toContain('Content-ID: <book-cover@herotales>');
      const jpeg = Buffer.from(/filename=book-cover\.jpg\n\n([A-Za-z0-9+/=\n]+)/.exec(withCover)![1], 'base64');
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
      expect(withCover).toMatch(
        /Until [A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM) you can still change a picture, the name or the message/,
      );
      expect(without).not.toContain('cid:');
      expect(without).not.toContain('<!--picture-->');
      expect(without).toContain('Thank you for your order, Priya Sharma!');
    });

    it('a paid deposit queues the deposit email', async () => {
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor, 1, { withBook: false });
      const { razorpayOrderId } = (await visitor.post('/api/orders', depositOrder(requestUuid))).json();
      await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid,
        paymentFor: 'deposit',
        paymentSuccess: true,
        razorpayOrderId,
        razorpayPaymentId: 'pay_deposit_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, razorpayOrderId, 'pay_deposit_1'),
      });
      const email = await storefront()
        .app.db.selectFrom('emails')
        .selectAll()
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirstOrThrow();
      expect(email).toMatchObject({ kind: 'deposit-received', to_address: 'priya@example.com', status: 'pending' });
      expect(email.text).toContain('₹99.00');
    });

    it("a Hindi book's emails are in Hindi: the deposit, a failed try, the receipt and the shipping note", async () => {
      const visitor = await newVisitor(storefront().app);
      const db = storefront().app.db;
      const hindi = { language: 'hi' as const, childFirstName: 'अनाया' };
      const previewing = await newBookRequest(storefront().app, visitor, 1, { ...hindi, withBook: false });
      await payDeposit(visitor, previewing, { secret: SANDBOX_SECRET, paymentId: 'pay_hi_deposit' });
      const { requestUuid, razorpayOrderId } = await initiatedOrder(storefront(), visitor, hindi);
      // The gateway's own words for the failure are English: the email quotes them.
      await visitor.post('/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: '4000000000000002' });
      const { razorpayOrderId: retryOrderId } = (
        await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })
      ).json();
      await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: true,
        razorpayOrderId: retryOrderId,
        razorpayPaymentId: 'pay_hi_1',
        razorpaySignature: paymentSignature(SANDBOX_SECRET, retryOrderId, 'pay_hi_1'),
      });
      await markShipped(db, storefront().app.jobs, requestUuid, 'DTDC123456');

      const rows = await db.selectFrom('emails').selectAll().where('request_uuid', 'in', [previewing, requestUuid]).execute();
      const email = Object.fromEntries(rows.map((row) => [row.kind, row]));
      expect(Object.keys(email).sort()).toEqual(['deposit-received', 'order-receipt', 'order-shipped', 'payment-failed']);
      expect(email['deposit-received'].subject).toBe('जमा राशि मिल गई: आपके पूर्वावलोकन के बाक़ी पृष्ठ बन रहे हैं');
      expect(email['deposit-received'].text).toContain('हमें अनाया की किताब के लिए आपकी ₹99.00 की जमा राशि मिल गई है।');
      expect(email['payment-failed'].text).toContain('अनाया की किताब का भुगतान पूरा नहीं हुआ (Your card was declined by the bank.)।');
      expect(email['payment-failed'].text).toContain(`फिर से कोशिश करें: {{siteOrigin}}/checkout?requestUuid=${requestUuid}`);
      const receipt = email['order-receipt'];
      expect(receipt.subject).toBe('अनाया की किताब के लिए आपकी Hero Tales रसीद');
      for (const field of [
        `ऑर्डर आईडी: ${requestUuid}`,
        'पुस्तक का नाम: अनाया की किताब',
        'छपाई का प्रकार: हार्डकवर, वर्गाकार 8 x 8 इंच (20 x 20 सेमी)',
        'भुगतान की गई राशि: INR 1499.00',
        'गेटवे भुगतान आईडी: pay_hi_1',
        'अनुमानित डिलीवरी: 10 कार्यदिवसों के भीतर',
        'कोई प्रश्न? इस ईमेल का जवाब दें या support@herotales.in पर लिखें।',
      ]) {
        expect(receipt.text).toContain(field);
      }
      // The date as hi-IN writes it, in the shop's time zone.
      expect(receipt.text).toMatch(/ऑर्डर की तारीख़ और समय: \d{1,2} \S+ \d{4}\D+\d{1,2}:\d{2}/);
      expect(receipt.html).toContain('<html lang="hi">');
      expect(email['order-shipped'].subject).toBe('अनाया की किताब आपके पास आ रही है');
      expect(email['order-shipped'].text).toContain('ट्रैकिंग नंबर: DTDC123456');
    });

    it('records each failed try and sends on a later one; after the last try the email is failed, and nothing else waits on it', async () => {
      const db = storefront().app.db;
      const visitor = await newVisitor(storefront().app);
      const requestUuid = await newBookRequest(storefront().app, visitor);
      let failures = 2;
      const flaky: Mailer = {
        async send(email) {
          if (failures-- > 0) throw new Error('SMTP server unavailable');
          await mailer.send(email);
        },
      };
      const rendered = { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
      await queueEmail(db, storefront().app.jobs, { kind: 'test', requestUuid, to: 'priya@example.com', rendered });
      const emailId = `test:${requestUuid}`;
      await expect(
        sendEmail(db, flaky, storefront().app.storage, LINKS, emailId, { number: 1, final: false, priority: 0 }),
      ).rejects.toThrow('SMTP server unavailable');
      expect(await db.selectFrom('emails').selectAll().where('email_id', '=', emailId).executeTakeFirstOrThrow()).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'SMTP server unavailable',
      });
      await expect(
        sendEmail(db, flaky, storefront().app.storage, LINKS, emailId, { number: 2, final: false, priority: 0 }),
      ).rejects.toThrow();
      await sendEmail(db, flaky, storefront().app.storage, LINKS, emailId, { number: 3, final: false, priority: 0 });
      expect(
        await db
          .selectFrom('emails')
          .select(['status', 'attempts', 'last_error'])
          .where('email_id', '=', emailId)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'sent',
        attempts: 3,
        last_error: null,
      });
      expect(outboxMessages(outbox)).toHaveLength(1);

      const never: Mailer = { send: async () => Promise.reject(new Error('refused')) };
      const other = await newBookRequest(storefront().app, visitor);
      await queueEmail(db, storefront().app.jobs, { kind: 'test', requestUuid: other, to: 'priya@example.com', rendered });
      await expect(
        sendEmail(db, never, storefront().app.storage, LINKS, `test:${other}`, { number: 6, final: true, priority: 0 }),
      ).rejects.toThrow('refused');
      expect(
        await db.selectFrom('emails').select(['status', 'attempts']).where('request_uuid', '=', other).executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'failed',
        attempts: 6,
      });
    });
  },
  // The test sends the emails itself, to its own outbox (test storefronts run no jobs of their own).
  { SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
);
