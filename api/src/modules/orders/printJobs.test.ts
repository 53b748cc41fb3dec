import { createHmac } from 'node:crypto';
import type { OrderProgressResponse } from 'contracts/schemas';
import { startFakeLulu, type FakeLulu } from '../../testing/fakeLulu.js';
import { newBookRequest, payForOrder } from '../../testing/orderFixtures.js';
import { PRINT_ADDRESS } from '../../testing/printFixtures.js';
import {
  newVisitor,
  startTestStorefront,
  STOP_TIMEOUT_MS,
  testDialects,
  type TestStorefront,
  type Visitor,
} from '../../testing/testApp.js';
import { WITH_BACKGROUND_WORK } from '../../testing/storefrontFixture.js';
import { freePort, markBuilt, pdfOfSize, until } from '../../testing/printJobFixtures.js';
import { bookPdfKey, printFileNames } from '../printing/printedBook.js';
import { pollPrintJobs, queuePrintJob, sendToPrint } from './printJobs.js';
import { printSending } from '../../shopJobs.js';
import { printAgain } from '../staff/orderTools.js';
import { purposeKeys } from '../../platform/security/purposeKeys.js';
import { loadSecret } from '../../platform/security/secrets.js';

jest.setTimeout(60_000);

const SANDBOX_SECRET = 'l'.repeat(40);
const KEYS = { clientKey: 'shop-key', clientSecret: 'shop-secret', webhookSecret: 'shop-secret' };
/** The cover spread the fake Lulu asks for the landscape hardcover, in points. */
const COVER = { width: 1656, height: 648 };
/** The size the print-type data routes to Lulu, and its product there. */
const LANDSCAPE = 'Landscape 11 x 8.5 in (28 x 22 cm)';
const LANDSCAPE_PRODUCT = '1100X0850FCPRECW080CW444MXX';

for (const dialect of testDialects()) {
  describe(`the print partner, Lulu's fake, by itself [${dialect}]`, () => {
    let lulu: FakeLulu;
    let storefront: TestStorefront;
    beforeAll(async () => {
      lulu = await startFakeLulu({ ...KEYS, coverSize: () => COVER });
      const port = await freePort();
      storefront = await startTestStorefront(dialect, {
        PRINT_PROVIDER: 'partners',
        LULU_API_URL: lulu.url,
        LULU_CLIENT_KEY: KEYS.clientKey,
        LULU_CLIENT_SECRET: KEYS.clientSecret,
        LULU_WEBHOOK_SECRET: KEYS.webhookSecret,
        SITE_ORIGIN: `http://127.0.0.1:${port}`,
        SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
        // The print job is sent by the storefront's own jobs.
        ...WITH_BACKGROUND_WORK,
      });
      await storefront.app.listen({ port, host: '127.0.0.1' });
      lulu.subscribe(`http://127.0.0.1:${port}/api/print-partners/lulu/webhook`);
    });
    afterAll(async () => {
      await storefront.stop();
      await lulu.close();
    }, STOP_TIMEOUT_MS);

    /** What the server's own jobs send with: its signing key is the one the storefront derived. */
    const sending = async () => {
      const { app, config } = storefront;
      const keys = purposeKeys(await loadSecret(app.db, config.server.sessionSecret, 'session-secret', config.storage.dataDir));
      return printSending(config, { storage: app.storage, printFileKey: keys['print-files'], log: app.log });
    };

    /** A paid order whose book is built (its two files in storage, the cover at `cover` points). */
    async function builtOrder(visitor: Visitor, paymentId: string, cover = COVER): Promise<string> {
      const { app } = storefront;
      const requestUuid = await newBookRequest(app, visitor);
      expect((await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId, printSize: LANDSCAPE })).paymentConfirmed).toBe(
        true,
      );
      await markBuilt(app, requestUuid, { interior: await pdfOfSize(594, 594, 32), cover: await pdfOfSize(cover.width, cover.height) });
      return requestUuid;
    }
    const printJob = (requestUuid: string) =>
      storefront.app.db.selectFrom('print_jobs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();
    const progressOf = async (visitor: Visitor, requestUuid: string): Promise<OrderProgressResponse> =>
      (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();
    const emailsOf = async (requestUuid: string, kind: string) =>
      storefront.app.db.selectFrom('emails').selectAll().where('request_uuid', '=', requestUuid).where('kind', '=', kind).execute();

    it('sends a built book once, with files Lulu fetches by signed address, and follows it to the door by webhook and by poll', async () => {
      const { app } = storefront;
      const visitor = await newVisitor(app);
      const requestUuid = await builtOrder(visitor, 'pay_lulu_1');
      await queuePrintJob(app.db, app.jobs, requestUuid);
      app.jobs.wake();
      const sent = await until(
        () => printJob(requestUuid),
        (job) => job?.state === 'accepted',
      );
      const job = lulu.jobs.get(Number(sent!.job_id))!;
      expect(job).toMatchObject({
        external_id: requestUuid,
        contact_email: 'orders@herotales.in',
        shipping_level: 'MAIL',
        shipping_address: { name: 'Priya Sharma', city: 'Bengaluru', state_code: 'KA', postcode: '560038', country_code: 'IN' },
        printable: { pod_package_id: LANDSCAPE_PRODUCT },
      });
      // Lulu fetched both files by their signed addresses; without the signature there is nothing.
      expect(lulu.seen.fetchedFiles).toEqual(expect.arrayContaining([job.printable.interior, job.printable.cover]));
      expect((await fetch(job.printable.cover)).headers.get('content-type')).toBe('application/pdf');
      expect((await fetch(job.printable.cover.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(404);
      expect((await fetch(job.printable.cover.replace('-cover?', '-interior?'))).status).toBe(404);
      expect((await progressOf(visitor, requestUuid)).steps.printing).not.toBeNull();

      // A retry, or the job engine meeting a webhook, sends nothing again.
      const created = lulu.seen.jobsCreated;
      await sendToPrint(app.db, app.jobs, await sending(), requestUuid);
      expect(lulu.seen.jobsCreated).toBe(created);

      expect(await lulu.changeStatus(job.id, 'IN_PRODUCTION')).toEqual([200]);
      const shipment = { carrier_name: 'Blue Dart', tracking_id: 'BD123456789IN', tracking_urls: ['https://track.example/BD123456789IN'] };
      // A delivery signed with another key is refused and changes nothing.
      expect(await lulu.changeStatus(job.id, 'SHIPPED', { messages: shipment, signWith: 'not-the-secret' })).toEqual([401]);
      expect((await progressOf(visitor, requestUuid)).steps.shipped).toBeNull();
      expect(await lulu.changeStatus(job.id, 'SHIPPED', { messages: shipment })).toEqual([200]);
      expect(await lulu.changeStatus(job.id, 'SHIPPED', { messages: shipment })).toEqual([200]);
      expect(await progressOf(visitor, requestUuid)).toMatchObject({
        carrier: 'Blue Dart',
        trackingNumber: 'BD123456789IN',
        trackingUrl: 'https://track.example/BD123456789IN',
        printProblem: false,
      });
      expect(await emailsOf(requestUuid, 'order-shipped')).toHaveLength(1);
      // A late or replayed report of an earlier state, however signed, does not move the book back.
      expect(await lulu.changeStatus(job.id, 'IN_PRODUCTION')).toEqual([200]);
      expect((await printJob(requestUuid))?.state).toBe('shipped');

      // A webhook that never came: the hourly poll finds the book delivered.
      await lulu.changeStatus(job.id, 'DELIVERED', { deliver: false });
      await pollPrintJobs(app.db, app.jobs, await sending());
      expect((await progressOf(visitor, requestUuid)).steps.delivered).not.toBeNull();
    });

    it('answers 400 to a signed delivery that is not a Lulu delivery (not JSON, or null), changing nothing', async () => {
      const { app, config } = storefront;
      const webhook = `${config.server.siteOrigin}/api/print-partners/lulu/webhook`;
      for (const raw of ['not json', 'null', '[1, 2]', '"shipped"']) {
        const signature = createHmac('sha256', KEYS.webhookSecret).update(raw).digest('hex');
        const answer = await fetch(webhook, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'lulu-hmac-sha256': signature },
          body: raw,
        });
        expect([raw, answer.status, await answer.json()]).toEqual([
          raw,
          400,
          { detail: 'Webhook body is not a delivery the partner sends' },
        ]);
      }
      expect(await app.db.selectFrom('print_jobs').select('state').where('state', '=', 'rejected').execute()).toEqual([]);
    });

    it('finds a job a failed try already made instead of making another', async () => {
      const { app } = storefront;
      const visitor = await newVisitor(app);
      const requestUuid = await builtOrder(visitor, 'pay_lulu_2');
      // The try reached Lulu, then died before it recorded the answer.
      const now = new Date().toISOString();
      await app.db
        .insertInto('print_jobs')
        .values({
          request_uuid: requestUuid,
          partner: 'lulu',
          job_id: null,
          state: 'sending',
          detail: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const server = await sending();
      const made = await server.partners.lulu!.submit({
        externalId: requestUuid,
        title: 'Aarav',
        productCode: LANDSCAPE_PRODUCT,
        interiorUrl: server.fileUrl(printFileNames(requestUuid).interior),
        coverUrl: server.fileUrl(printFileNames(requestUuid).cover),
        interiorPages: 32,
        shippingAddress: PRINT_ADDRESS,
      });
      const created = lulu.seen.jobsCreated;
      await sendToPrint(app.db, app.jobs, await sending(), requestUuid);
      expect(lulu.seen.jobsCreated).toBe(created);
      expect(await printJob(requestUuid)).toMatchObject({ job_id: made.jobId, state: 'accepted' });
    });

    it('refuses a book whose cover is not the size Lulu asks, tells the staff and the parent, and sends nothing', async () => {
      const { app } = storefront;
      const visitor = await newVisitor(app);
      const requestUuid = await builtOrder(visitor, 'pay_lulu_3', { width: 1224, height: 612 });
      const created = lulu.seen.jobsCreated;
      await sendToPrint(app.db, app.jobs, await sending(), requestUuid);
      expect(lulu.seen.jobsCreated).toBe(created);
      expect(await printJob(requestUuid)).toMatchObject({
        state: 'rejected',
        detail: `The built cover is 1224.0 x 612.0 pt; lulu asks 1656 x 648 pt for ${LANDSCAPE_PRODUCT} with 32 pages`,
      });
      const [alert] = await emailsOf(requestUuid, 'print-refused');
      expect(alert).toMatchObject({ to_address: 'orders@herotales.in', subject: `Print job rejected: order ${requestUuid}` });
      expect(alert.text).toContain('The built cover is 1224.0 x 612.0 pt');
      expect((await progressOf(visitor, requestUuid)).printProblem).toBe(true);

      // The staff fix the cover and send the book again: it goes.
      await app.storage.put(bookPdfKey(printFileNames(requestUuid).cover), await pdfOfSize(COVER.width, COVER.height));
      expect(await printAgain(app.db, app.jobs, requestUuid)).toBe(`The book of ${requestUuid} is queued to print again`);
      app.jobs.wake();
      await until(
        () => printJob(requestUuid),
        (job) => job?.state === 'accepted',
      );
      expect((await progressOf(visitor, requestUuid)).printProblem).toBe(false);
      await expect(printAgain(app.db, app.jobs, requestUuid)).rejects.toThrow(
        `The print job of ${requestUuid} is accepted: it is not sent again`,
      );
    });
  });
}
