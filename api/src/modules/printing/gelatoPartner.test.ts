import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { gelatoCoverTemplate, startFakeGelato, type FakeGelato } from '../../testing/fakeGelato.js';
import { mmToPoints } from '../catalogue/printBinding.js';
import { GELATO_WEBHOOK_HEADER, gelatoPartner, type GelatoSettings } from './gelatoPartner.js';
import { PRINT_ADDRESS } from '../../testing/printFixtures.js';
import { PrintRefused, type PrintJobRequest } from './printPartner.js';

const SQUARE =
  'photobooks-hardcover_pf_200x200-mm-8x8-inch_pt_170-gsm-65lb-coated-silk_cl_4-4_ccl_4-4_bt_glued-left_ct_matt-lamination_prt_1-0_cpt_130-gsm-65-lb-cover-coated-silk_ver';
const KEYS = { apiKey: 'gelato-key', webhookToken: 'gelato-token' };
/** The hardcover's template as the fake gives it: boards a little larger than the page, joints, the spine growing with the pages. */
const template = (pageCount: number) => gelatoCoverTemplate({ width: 203, height: 205 }, pageCount * 0.1, 20);
const PRODUCT = { validPageCounts: [30, 32, 34, 36], trimMm: { width: 200, height: 200 }, cover: template };

describe("Gelato's Order API, against its local fake", () => {
  let gelato: FakeGelato;
  let files: Server;
  let filesUrl: string;
  beforeAll(async () => {
    gelato = await startFakeGelato({ ...KEYS, products: { [SQUARE]: PRODUCT } });
    // The shop's signed file addresses: the 32-page book as one PDF (its cover spread first, as the template for 34
    // pages asks), one short of pages, and one with Lulu's bleed (3.175 mm) instead of Gelato's 4 mm.
    const cover = template(34).wraparoundInsideSize as { width: number; height: number };
    const book = async (inside: number, bleedMm = 4) => {
      const doc = await PDFDocument.create();
      doc.addPage([mmToPoints(cover.width), mmToPoints(cover.height)]);
      for (let page = 0; page < inside; page += 1) doc.addPage([mmToPoints(200 + 2 * bleedMm), mmToPoints(200 + 2 * bleedMm)]);
      return Buffer.from(await doc.save());
    };
    const served: Record<string, Buffer> = {
      '/pdf/book': await book(32),
      '/pdf/short-book': await book(30),
      '/pdf/lulu-bleed': await book(32, 3.175),
    };
    files = createServer((req, res) => (served[req.url ?? ''] ? res.end(served[req.url ?? '']) : res.writeHead(404).end('gone')));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gelato.close();
    await new Promise((resolve) => files.close(resolve));
  });

  const settings = (more: Partial<GelatoSettings> = {}): GelatoSettings => ({
    orderApiUrl: gelato.url,
    productApiUrl: gelato.url,
    ...KEYS,
    shipmentMethod: 'standard',
    ...more,
  });
  const job = (externalId: string, more: Partial<PrintJobRequest> = {}): PrintJobRequest => ({
    externalId,
    title: "Kabir's Book",
    productCode: SQUARE,
    interiorUrl: `${filesUrl}/pdf/interior`,
    coverUrl: `${filesUrl}/pdf/cover`,
    bookUrl: `${filesUrl}/pdf/book`,
    interiorPages: 32,
    shippingAddress: { ...PRINT_ADDRESS, name: 'Meera Devi Rao' },
    ...more,
  });
  const webhook = (body: unknown, token?: string) =>
    gelatoPartner(settings()).readWebhook(Buffer.from(JSON.stringify(body)), token === undefined ? {} : { [GELATO_WEBHOOK_HEADER]: token });

  it('orders the book once, as one PDF Gelato fetches, counting its covers, and finds it again by the order id', async () => {
    const partner = gelatoPartner(settings());
    const status = await partner.submit(job('order-1'));
    expect(status).toMatchObject({ state: 'accepted', trackingNumber: null });
    const made = gelato.orders.get(status.jobId)!;
    expect(made).toMatchObject({
      orderType: 'order',
      orderReferenceId: 'order-1',
      currency: 'INR',
      shipmentMethodUid: 'standard',
      items: [{ productUid: SQUARE, pageCount: 34, files: [{ type: 'default', url: `${filesUrl}/pdf/book` }] }],
      shippingAddress: { firstName: 'Meera', lastName: 'Devi Rao', state: 'KA', postCode: '560038', country: 'IN' },
    });
    expect(gelato.seen.fetchedFiles).toContain(`${filesUrl}/pdf/book`);
    expect(await partner.findJob('order-1', new Date(0))).toMatchObject({ jobId: status.jobId, state: 'accepted' });
    expect(await partner.findJob('order-never-sent', new Date(0))).toBeNull();
  });

  it("refuses, sending nothing, a book without its one PDF, a page count the product is not made with, or a file Gelato's check fails", async () => {
    const partner = gelatoPartner(settings());
    const before = gelato.seen.ordersCreated;
    await expect(partner.submit(job('order-2', { bookUrl: undefined }))).rejects.toThrow(PrintRefused);
    await expect(partner.submit(job('order-2', { interiorPages: 40 }))).rejects.toThrow(/makes .* with 30, 32, 34, 36 pages, not 42/);
    await expect(partner.submit(job('order-2', { bookUrl: `${filesUrl}/pdf/short-book` }))).rejects.toThrow(
      /File check failed: the file has 31 pages for a pageCount of 34/,
    );
    await expect(partner.submit(job('order-2', { bookUrl: `${filesUrl}/pdf/lulu-bleed` }))).rejects.toThrow(
      'File check failed: page 2 is not the trim with 4 mm bleed',
    );
    expect(gelato.seen.ordersCreated).toBe(before);
  });

  it("reads the cover's layout from Gelato's template for the book's pages: panels, what lies between them, the wrap", async () => {
    const partner = gelatoPartner(settings());
    const geometry = await partner.coverGeometry(SQUARE, 32);
    expect(geometry).toMatchObject({ panel: { width: 203, height: 205 }, margin: 20 });
    // Between the boards: the two joints of 8 mm and the spine's face, 3.4 mm for 34 pages.
    expect(geometry.spine).toBeCloseTo(19.4, 6);
    expect(geometry.spineFace).toBeCloseTo(3.4, 6);
    const cover = template(34).wraparoundInsideSize as { width: number; height: number };
    expect(await partner.coverDimensions(SQUARE, 32)).toEqual({ width: mmToPoints(cover.width), height: mmToPoints(cover.height) });
    await expect(partner.coverGeometry(SQUARE, 40)).rejects.toThrow(/Invalid pageCount 42/);
  });

  it('leaves for a later try a server in trouble, one too slow, or one that answers what is not JSON', async () => {
    const partner = gelatoPartner(settings({ timeoutMs: 300 }));
    for (const trouble of [503, 429, 'nonsense'] as const) {
      gelato.failNext(trouble);
      const error = await partner.status('any').catch((caught: Error) => caught);
      expect([trouble, error instanceof PrintRefused, error instanceof Error]).toEqual([trouble, false, true]);
    }
    gelato.slowDown(1_000);
    await expect(partner.findJob('order-1', new Date(0))).rejects.not.toBeInstanceOf(PrintRefused);
    gelato.slowDown(0);
  });

  it("follows an order to the door: its status and parcel read from Gelato, a webhook taken only with the shop's token", async () => {
    const partner = gelatoPartner(settings());
    const { jobId } = await partner.submit(job('order-3'));
    await gelato.changeStatus(jobId, 'printed');
    expect((await partner.status(jobId)).state).toBe('in-production');
    const parcel = { carrier: 'Blue Dart', trackingCode: 'BD123456789IN', trackingUrl: 'https://track.example/BD123456789IN' };
    await gelato.changeStatus(jobId, 'shipped', { parcel });
    expect(await partner.status(jobId)).toEqual({
      jobId,
      state: 'shipped',
      detail: null,
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      trackingUrl: 'https://track.example/BD123456789IN',
    });
    await gelato.changeStatus(jobId, 'failed');
    expect(await partner.status(jobId)).toMatchObject({ state: 'rejected', detail: 'failed' });

    const delivery = { event: 'order_status_updated', orderId: jobId, orderReferenceId: 'order-3', fulfillmentStatus: 'delivered' };
    expect(webhook(delivery, KEYS.webhookToken)).toEqual({ kind: 'changed', jobId });
    expect(webhook(delivery, 'gelato-tokem')).toEqual({ kind: 'unsigned' });
    expect(webhook(delivery, 'gelato-token-and-more')).toEqual({ kind: 'unsigned' });
    expect(webhook(delivery)).toEqual({ kind: 'unsigned' });
    expect(webhook({ ...delivery, event: 'catalog_product_updated' }, KEYS.webhookToken)).toEqual({ kind: 'ignored' });
    for (const unreadable of ['not json', 'null', '[]'])
      expect(gelatoPartner(settings()).readWebhook(Buffer.from(unreadable), { [GELATO_WEBHOOK_HEADER]: KEYS.webhookToken })).toEqual({
        kind: 'unreadable',
      });
  });
});
