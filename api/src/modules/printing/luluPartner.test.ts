import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { startFakeLulu, type FakeLulu } from '../../testing/fakeLulu.js';
import { luluPartner, type LuluSettings } from './luluPartner.js';
import { PRINT_ADDRESS } from '../../testing/printFixtures.js';
import { PrintRefused, type PrintJobRequest } from './printPartner.js';

const KEYS = { clientKey: 'shop-key', clientSecret: 'shop-secret', webhookSecret: 'shop-secret' };

describe("Lulu's Print API, against its local fake", () => {
  let lulu: FakeLulu;
  let files: Server;
  let filesUrl: string;
  beforeAll(async () => {
    lulu = await startFakeLulu(KEYS);
    // The shop's signed file addresses, as the partner fetches them: a 32-page inside, a short one, a cover.
    const pdf = async (pages: number) => {
      const doc = await PDFDocument.create();
      for (let page = 0; page < pages; page += 1) doc.addPage([594, 594]);
      return Buffer.from(await doc.save());
    };
    const served: Record<string, Buffer> = {
      '/pdf/interior': await pdf(32),
      '/pdf/short-interior': await pdf(16),
      '/pdf/cover': await pdf(1),
    };
    files = createServer((req, res) => (served[req.url ?? ''] ? res.end(served[req.url ?? '']) : res.writeHead(404).end('gone')));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await lulu.close();
    await new Promise((resolve) => files.close(resolve));
  });

  const settings = (more: Partial<LuluSettings> = {}): LuluSettings => ({
    apiUrl: lulu.url,
    ...KEYS,
    shippingLevel: 'MAIL',
    contactEmail: 'orders@herotales.in',
    validation: { pollMs: 10, timeoutMs: 5_000 },
    ...more,
  });
  const job = (externalId: string, more: Partial<PrintJobRequest> = {}): PrintJobRequest => ({
    externalId,
    title: "Kabir's Book",
    productCode: '0850X0850FCPRECW080CW444MXX',
    interiorUrl: `${filesUrl}/pdf/interior`,
    coverUrl: `${filesUrl}/pdf/cover`,
    interiorPages: 32,
    shippingAddress: PRINT_ADDRESS,
    ...more,
  });

  it('sends a job with both files checked and fetched, the address, the shipping level and the contact, on one token', async () => {
    const partner = luluPartner(settings());
    const sent = await partner.submit(job('order-1'));
    expect(sent).toMatchObject({ state: 'accepted', detail: null, trackingNumber: null });
    const made = lulu.jobs.get(Number(sent.jobId))!;
    expect(made).toMatchObject({
      external_id: 'order-1',
      contact_email: 'orders@herotales.in',
      shipping_level: 'MAIL',
      shipping_address: { name: 'Meera Rao', state_code: 'KA', postcode: '560038', country_code: 'IN', phone_number: '+919812345678' },
      printable: { pod_package_id: '0850X0850FCPRECW080CW444MXX', interior: `${filesUrl}/pdf/interior`, cover: `${filesUrl}/pdf/cover` },
    });
    expect(lulu.seen.fetchedFiles).toEqual(expect.arrayContaining([`${filesUrl}/pdf/interior`, `${filesUrl}/pdf/cover`]));
    await partner.status(sent.jobId);
    expect(await partner.coverDimensions('0850X0850FCPRECW080CW444MXX', 32)).toEqual({ width: 1260, height: 630 });
    expect(lulu.seen.tokensIssued).toBe(1);
    // A job made before for the same order is found among the recent ones.
    expect((await partner.findJob('order-1', new Date(Date.now() - 60_000)))?.jobId).toBe(sent.jobId);
    expect(await partner.findJob('order-2', new Date(Date.now() - 60_000))).toBeNull();
  });

  it('refuses for good a file Lulu cannot fetch or a request it refuses, and tries again after a server error or a slow answer', async () => {
    const partner = luluPartner(settings({ timeoutMs: 300 }));
    const created = lulu.seen.jobsCreated;
    await expect(partner.submit(job('order-3', { coverUrl: `${filesUrl}/gone/cover` }))).rejects.toThrow(
      new PrintRefused('Lulu found the cover file unprintable: the file could not be fetched (404)'),
    );
    // A 16-page inside is under the 24 pages Lulu's case-wrap hardcover takes.
    await expect(partner.submit(job('order-4', { interiorUrl: `${filesUrl}/pdf/short-interior` }))).rejects.toThrow(
      new PrintRefused('Lulu found the interior file unprintable: page count 16 is outside 24-800 for 0850X0850FCPRECW080CW444MXX'),
    );
    lulu.failNext(400);
    await expect(partner.status('1001')).rejects.toBeInstanceOf(PrintRefused);
    lulu.failNext(503);
    const serverTrouble = await partner.status('1001').catch((error: Error) => error);
    expect(serverTrouble).not.toBeInstanceOf(PrintRefused);
    lulu.slowDown(1_000);
    await expect(partner.status('1001')).rejects.toThrow(/timeout|aborted/i);
    lulu.slowDown(0);
    expect(lulu.seen.jobsCreated).toBe(created);
  });

  it("reads a signed webhook: the shipment's courier and tracking link; a wrong signature or another topic is not taken", async () => {
    const partner = luluPartner(settings());
    const delivery = (data: unknown, topic = 'PRINT_JOB_STATUS_CHANGED') => Buffer.from(JSON.stringify({ topic, data }));
    const sign = (raw: Buffer, secret = KEYS.webhookSecret) => createHmac('sha256', secret).update(raw).digest('hex');
    const shipped = delivery({
      id: 1001,
      external_id: 'order-1',
      status: { name: 'SHIPPED', messages: {} },
      line_items: [
        {
          status: {
            name: 'SHIPPED',
            messages: { carrier_name: 'Blue Dart', tracking_id: 'BD123456789IN', tracking_urls: ['https://track.example/BD123456789IN'] },
          },
        },
      ],
    });
    expect(partner.readWebhook(shipped, { 'lulu-hmac-sha256': sign(shipped) })).toEqual({
      kind: 'status',
      status: {
        jobId: '1001',
        state: 'shipped',
        detail: null,
        carrier: 'Blue Dart',
        trackingNumber: 'BD123456789IN',
        trackingUrl: 'https://track.example/BD123456789IN',
      },
    });
    expect(partner.readWebhook(shipped, { 'lulu-hmac-sha256': sign(shipped, 'not-the-secret') })).toEqual({ kind: 'unsigned' });
    expect(partner.readWebhook(shipped, {})).toEqual({ kind: 'unsigned' });
    const other = delivery({ id: 1001 }, 'SOMETHING_ELSE');
    expect(partner.readWebhook(other, { 'lulu-hmac-sha256': sign(other) })).toEqual({ kind: 'ignored' });
    // Signed, but not a delivery: nothing to read.
    for (const raw of ['not json', 'null', '[]'].map((text) => Buffer.from(text)))
      expect(partner.readWebhook(raw, { 'lulu-hmac-sha256': sign(raw) })).toEqual({ kind: 'unreadable' });
    const rejected = delivery({ id: 1002, status: { name: 'REJECTED', messages: { error: 'Interior file has blank pages' } } });
    expect(partner.readWebhook(rejected, { 'lulu-hmac-sha256': sign(rejected) })).toMatchObject({
      status: { state: 'rejected', detail: 'Interior file has blank pages' },
    });
  });
});
