import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import type { OrderProgressResponse } from 'contracts/schemas';
import { startFakeGelato, type FakeGelato } from '../../testing/fakeGelato.js';
import { newBookRequest, payForOrder } from '../../testing/orderFixtures.js';
import { PRINT_ADDRESS } from '../../testing/printFixtures.js';
import { newVisitor, startTestStorefront, STOP_TIMEOUT_MS, testDialects, type TestStorefront } from '../../testing/testApp.js';
import { gelatoPartner } from '../printing/gelatoPartner.js';

jest.setTimeout(60_000);

const SANDBOX_SECRET = 'g'.repeat(40);
const KEYS = { apiKey: 'gelato-key', webhookToken: 'gelato-token' };
const PRODUCT = 'photobooks-hardcover_pf_200x200-mm-8x8-inch_test';

describe("Gelato's webhook at /api/print-partner/webhook, against its local fake", () => {
  let gelato: FakeGelato;
  let files: Server;
  let storefront: TestStorefront;
  let webhookUrl: string;
  beforeAll(async () => {
    gelato = await startFakeGelato({ ...KEYS, products: { [PRODUCT]: { validPageCounts: [34] } } });
    const book = await PDFDocument.create();
    book.addPage([1150, 595]);
    for (let page = 0; page < 32; page += 1) book.addPage([590, 590]);
    const bytes = Buffer.from(await book.save());
    files = createServer((_req, res) => res.end(bytes));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    storefront = await startTestStorefront(testDialects()[0], {
      PRINT_PROVIDER: 'gelato',
      GELATO_API_URL: gelato.url,
      GELATO_PRODUCT_API_URL: gelato.url,
      GELATO_API_KEY: KEYS.apiKey,
      GELATO_WEBHOOK_TOKEN: KEYS.webhookToken,
      SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
    });
    await storefront.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(storefront.app.server.address() as AddressInfo).port}/api/print-partner/webhook`;
    gelato.subscribe(webhookUrl);
  });
  afterAll(async () => {
    await storefront.stop();
    await gelato.close();
    await new Promise((resolve) => files.close(resolve));
  }, STOP_TIMEOUT_MS);

  it('moves an order only as Gelato says, read from Gelato: a delivery without the token or made up changes nothing', async () => {
    const { app } = storefront;
    const visitor = await newVisitor(app);
    const requestUuid = await newBookRequest(app, visitor);
    await payForOrder(visitor, requestUuid, { secret: SANDBOX_SECRET, paymentId: 'pay_gelato_1' });
    // The order as the shop made it at Gelato, and as it keeps it.
    const { jobId } = await gelatoPartner({
      orderApiUrl: gelato.url,
      productApiUrl: gelato.url,
      ...KEYS,
      shipmentMethod: 'standard',
    }).submit({
      externalId: requestUuid,
      title: 'Aarav',
      productCode: PRODUCT,
      interiorUrl: 'unused',
      coverUrl: 'unused',
      bookUrl: `http://127.0.0.1:${(files.address() as AddressInfo).port}/book.pdf`,
      interiorPages: 32,
      shippingAddress: PRINT_ADDRESS,
    });
    const now = new Date().toISOString();
    await app.db
      .insertInto('print_jobs')
      .values({
        request_uuid: requestUuid,
        partner: 'gelato',
        job_id: jobId,
        state: 'accepted',
        detail: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const progress = async (): Promise<OrderProgressResponse> => (await visitor.get(`/api/orders/${requestUuid}/progress`)).json();
    const state = async () =>
      (await app.db.selectFrom('print_jobs').select('state').where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow()).state;

    const parcel = { carrier: 'Blue Dart', trackingCode: 'BD123456789IN', trackingUrl: 'https://track.example/BD123456789IN' };
    expect(await gelato.changeStatus(jobId, 'shipped', { parcel, token: 'not-the-token' })).toEqual([401]);
    expect(await state()).toBe('accepted');
    expect(await gelato.changeStatus(jobId, 'shipped', { parcel })).toEqual([200]);
    expect(await progress()).toMatchObject({ carrier: 'Blue Dart', trackingNumber: 'BD123456789IN', printProblem: false });

    // Made up with the token: "delivered" is not what Gelato says of the order, so nothing moves.
    const madeUp = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-token': KEYS.webhookToken },
      body: JSON.stringify({ event: 'order_status_updated', orderId: jobId, fulfillmentStatus: 'delivered' }),
    });
    expect(madeUp.status).toBe(200);
    expect(await state()).toBe('shipped');
    expect((await progress()).steps.delivered).toBeNull();
  });
});
