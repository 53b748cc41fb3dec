import type { OrderProgressResponse } from 'contracts/schemas';
import { gelatoCoverTemplate, startFakeGelato, type FakeGelato } from '../../testing/fakeGelato.js';
import { newBookRequest, payForOrder } from '../../testing/orderFixtures.js';
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
import { mmToPoints } from '../catalogue/printBinding.js';
import { loadShopContent } from '../seed/contentFiles.js';
import { queuePrintJob } from './printJobs.js';

jest.setTimeout(60_000);

const SANDBOX_SECRET = 'g'.repeat(40);
const KEYS = { apiKey: 'gelato-key', webhookToken: 'gelato-token' };
/** The square hardcover's product at Gelato, as the print-type data routes it. */
const PRODUCT = loadShopContent()
  .printTypes.find((type) => type.printType === 'Hardcover')!
  .printSizeVariations.find((size) => size.size.startsWith('Square'))!.routes[0].product!;
const template = (pageCount: number) => gelatoCoverTemplate({ width: 203, height: 205 }, pageCount * 0.1, 20);

describe('books routed to Gelato (its local fake): sent as one file, followed by its webhook at /api/print-partners/gelato/webhook', () => {
  let gelato: FakeGelato;
  let storefront: TestStorefront;
  let webhookUrl: string;
  beforeAll(async () => {
    gelato = await startFakeGelato({
      ...KEYS,
      products: { [PRODUCT]: { validPageCounts: [34], trimMm: { width: 200, height: 200 }, cover: template } },
    });
    const port = await freePort();
    storefront = await startTestStorefront(testDialects()[0], {
      PRINT_PROVIDER: 'partners',
      GELATO_API_URL: gelato.url,
      GELATO_PRODUCT_API_URL: gelato.url,
      GELATO_API_KEY: KEYS.apiKey,
      GELATO_WEBHOOK_TOKEN: KEYS.webhookToken,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
      ...WITH_BACKGROUND_WORK,
    });
    await storefront.app.listen({ port, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${port}/api/print-partners/gelato/webhook`;
    gelato.subscribe(webhookUrl);
  });
  afterAll(async () => {
    await storefront.stop();
    await gelato.close();
  }, STOP_TIMEOUT_MS);

  /** A paid order in `printSize`, its book built: the cover as Gelato's template asks, 32 pages with its 4 mm bleed. */
  async function builtOrder(visitor: Visitor, paymentId: string, printSize: string): Promise<string> {
    const { app } = storefront;
    const requestUuid = await newBookRequest(app, visitor);
    expect((await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId, printSize })).paymentConfirmed).toBe(true);
    const cover = template(34).wraparoundInsideSize as { width: number; height: number };
    await markBuilt(app, requestUuid, {
      interior: await pdfOfSize(mmToPoints(208), mmToPoints(208), 32),
      cover: await pdfOfSize(mmToPoints(cover.width), mmToPoints(cover.height)),
    });
    await queuePrintJob(app.db, app.jobs, requestUuid);
    app.jobs.wake();
    return requestUuid;
  }
  const printJob = (requestUuid: string) =>
    storefront.app.db.selectFrom('print_jobs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();

  it('sends a square book to Gelato as one PDF, and moves it only as Gelato says: a delivery without the token or made up changes nothing', async () => {
    const { app } = storefront;
    const visitor = await newVisitor(app);
    const requestUuid = await builtOrder(visitor, 'pay_gelato_1', 'Square 8 x 8 in (20 x 20 cm)');
    const sent = await until(
      () => printJob(requestUuid),
      (job) => job?.state === 'accepted',
    );
    expect(sent).toMatchObject({ partner: 'gelato' });
    const order = gelato.orders.get(sent!.job_id!)!;
    expect(order).toMatchObject({ orderReferenceId: requestUuid, currency: 'INR', shippingAddress: { country: 'IN', postCode: '560038' } });
    expect(order.items[0]).toMatchObject({ productUid: PRODUCT, pageCount: 34 });
    // Gelato fetched the whole book in one file (checked there: the cover as its template asks, then 32 pages) by its signed address.
    expect(order.items[0].files[0].url).toMatch(new RegExp(`/api/print-files/${requestUuid}-book\\?signed=`));
    expect(gelato.seen.fetchedFiles).toContain(order.items[0].files[0].url);

    const progress = async (): Promise<OrderProgressResponse> => (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();
    const state = async () => (await printJob(requestUuid))!.state;
    const parcel = { carrier: 'Blue Dart', trackingCode: 'BD123456789IN', trackingUrl: 'https://track.example/BD123456789IN' };
    expect(await gelato.changeStatus(order.id, 'shipped', { parcel, token: 'not-the-token' })).toEqual([401]);
    expect(await state()).toBe('accepted');
    const before = (await progress()).arrivesBy!;
    expect(await gelato.changeStatus(order.id, 'shipped', { parcel })).toEqual([200]);
    expect(await progress()).toMatchObject({ carrier: 'Blue Dart', trackingNumber: 'BD123456789IN', printProblem: false });
    // Shipped today: the day moves to the carrying days from now, before the day promised at payment.
    expect((await progress()).arrivesBy! < before).toBe(true);

    // Made up with the token: "delivered" is not what Gelato says of the order, so nothing moves.
    const madeUp = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-token': KEYS.webhookToken },
      body: JSON.stringify({ event: 'order_status_updated', orderId: order.id, fulfillmentStatus: 'delivered' }),
    });
    expect(madeUp.status).toBe(200);
    expect(await state()).toBe('shipped');
    expect((await progress()).steps.delivered).toBeNull();
  });

  it("keeps for staff the files of a book whose route's partner has no credentials here (the landscape one, Lulu's)", async () => {
    const { app } = storefront;
    const created = gelato.seen.ordersCreated;
    const requestUuid = await builtOrder(await newVisitor(app), 'pay_gelato_2', 'Landscape 11 x 8.5 in (28 x 22 cm)');
    expect(
      await until(
        () => printJob(requestUuid),
        (job) => job?.state === 'accepted',
      ),
    ).toMatchObject({ partner: 'files', job_id: `files:${requestUuid}` });
    expect(gelato.seen.ordersCreated).toBe(created);
  });
});
