import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { deliverToWebhooks, readBody, sendJson, serveLocally } from './fakeHttp.js';
import type { GelatoCoverDimensions } from '../modules/printing/gelatoCover.js';
import { mmToPoints } from '../modules/catalogue/printBinding.js';

/** Gelato's bleed on every side of an inside page (its design requirements). */
const BLEED_MM = 4;
/** Points a page may differ from Gelato's size: rounding, never a wrong book. */
const SLACK_PT = 2;

/** An order as the fake keeps it, in Gelato's shape. */
interface FakeOrder {
  id: string;
  orderType: string;
  orderReferenceId: string;
  fulfillmentStatus: string;
  currency: string;
  shipmentMethodUid: string;
  shippingAddress: Record<string, string>;
  items: { productUid: string; pageCount: number; files: { type: string; url: string }[]; fulfillmentStatus: string }[];
  shipment: { shipmentMethodName: string; packages: { trackingCode: string; trackingUrl: string }[] } | null;
}

export interface FakeProduct {
  validPageCounts: number[];
  trimMm: { width: number; height: number };
  cover(pageCount: number): GelatoCoverDimensions;
  /** Its price in rupees, for quotes (₹1,150 unless said). */
  price?: number;
}

/** The shipment methods quoted to every country: standard (its days as the fake is told, 3 to 5 unless said) and express, in rupees. */
const shipmentMethods = (standardDays = { min: 3, max: 5 }) => [
  {
    shipmentMethodUid: 'standard',
    type: 'normal',
    name: 'Standard',
    price: 250,
    currency: 'INR',
    minDeliveryDays: standardDays.min,
    maxDeliveryDays: standardDays.max,
  },
  { shipmentMethodUid: 'express', type: 'express', name: 'Express', price: 700, currency: 'INR', minDeliveryDays: 1, maxDeliveryDays: 2 },
];

/** A cover template in Gelato's shape, as its hardcover's: back, a joint, the spine, a joint and front, in the wrap's margin. */
export function gelatoCoverTemplate(
  panel: { width: number; height: number },
  spine: number,
  margin: number,
  joint = 8,
): GelatoCoverDimensions {
  const area = (width: number, left: number) => ({ width, height: panel.height, left, top: margin });
  return {
    measureUnit: 'mm',
    wraparoundInsideSize: { width: 2 * (panel.width + margin + joint) + spine, height: panel.height + 2 * margin, left: 0, top: 0 },
    contentBackSize: area(panel.width, margin),
    jointBackSize: area(joint, margin + panel.width),
    spineSize: area(spine, margin + panel.width + joint),
    jointFrontSize: area(joint, margin + panel.width + joint + spine),
    contentFrontSize: area(panel.width, margin + panel.width + 2 * joint + spine),
  };
}

export interface FakeGelatoOptions {
  apiKey: string;
  /** What the fake's webhook deliveries carry in their X-Webhook-Token header. */
  webhookToken: string;
  /**
   * The products it makes: the page counts each is made with (Gelato's count: the covers too), its
   * trim, and its cover template for a page count.
   */
  products: Record<string, FakeProduct>;
  /** The days its standard shipment method is quoted with. */
  standardDays?: { min: number; max: number };
}

/**
 * Gelato's Order and Product APIs as their published descriptions have them, on a local port, for
 * tests that run offline: products with their valid page counts and cover templates, orders made
 * (the book's one PDF fetched and checked: its cover spread first, as the template asks, then the
 * inside pages with Gelato's bleed), quoted, searched by reference and read, and webhook
 * deliveries of status changes with the shop's token in a custom header. It can be told to answer
 * slowly, fail, or answer something that is not JSON.
 */
export async function startFakeGelato(options: FakeGelatoOptions) {
  const orders = new Map<string, FakeOrder>();
  const seen = { ordersCreated: 0, fetchedFiles: [] as string[] };
  let delayMs = 0;
  const failures: (number | 'nonsense')[] = [];
  const webhooks: string[] = [];

  /**
   * Fetches the book as Gelato does and checks it: one PDF, its first page the cover spread its
   * template asks for the page count, then one page per inside page, each the trim with 4 mm bleed.
   */
  async function bookProblem(url: string, pageCount: number, product: FakeProduct): Promise<string | null> {
    seen.fetchedFiles.push(url);
    let file: Buffer;
    try {
      const response = await fetch(url);
      if (!response.ok) return `the file could not be fetched (${response.status})`;
      file = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      return `the file could not be fetched (${(error as Error).message})`;
    }
    if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return 'the file is not a PDF';
    const pdf = await PDFDocument.load(file, { updateMetadata: false });
    // The cover's two outside pages are one spread: the file has one page fewer than the count.
    if (pdf.getPageCount() !== pageCount - 1) return `the file has ${pdf.getPageCount()} pages for a pageCount of ${pageCount}`;
    const near = (size: { width: number; height: number }, width: number, height: number) =>
      Math.abs(size.width - width) <= SLACK_PT && Math.abs(size.height - height) <= SLACK_PT;
    const template = product.cover(pageCount).wraparoundInsideSize as { width: number; height: number };
    const cover = pdf.getPage(0).getSize();
    if (!near(cover, mmToPoints(template.width), mmToPoints(template.height)))
      return `the cover is ${cover.width.toFixed(1)} x ${cover.height.toFixed(1)} pt, not the template's ${template.width} x ${template.height} mm`;
    const [width, height] = [product.trimMm.width, product.trimMm.height].map((side) => mmToPoints(side + 2 * BLEED_MM));
    const wrong = pdf.getPages().findIndex((page, index) => index > 0 && !near(page.getSize(), width, height));
    return wrong === -1 ? null : `page ${wrong + 1} is not the trim with ${BLEED_MM} mm bleed`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failures.shift();
    if (failure === 'nonsense') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    if (failure) return sendJson(res, failure, { message: 'The fake was told to fail' });
    if (req.headers['x-api-key'] !== options.apiKey) return sendJson(res, 401, { message: 'Unauthorized' });
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};

    const product = /^\/v3\/products\/([^/]+)(\/cover-dimensions)?$/.exec(url.pathname);
    if (req.method === 'GET' && product) {
      const productUid = decodeURIComponent(product[1]);
      const found = options.products[productUid];
      if (!found) return sendJson(res, 404, { message: 'Not found' });
      if (!product[2]) return sendJson(res, 200, { productUid, validPageCounts: found.validPageCounts });
      const pageCount = Number(url.searchParams.get('pageCount'));
      if (!found.validPageCounts.includes(pageCount)) return sendJson(res, 400, { message: `Invalid pageCount ${pageCount}` });
      return sendJson(res, 200, { productUid, pagesCount: pageCount, ...found.cover(pageCount) });
    }
    if (req.method === 'POST' && url.pathname === '/v4/orders') {
      const [item] = json.items as FakeOrder['items'];
      const made = options.products[item.productUid];
      if (!made) return sendJson(res, 400, { message: `Unknown productUid ${item.productUid}` });
      if (!made.validPageCounts.includes(item.pageCount)) return sendJson(res, 400, { message: `Invalid pageCount ${item.pageCount}` });
      const problem = await bookProblem(item.files[0]?.url ?? '', item.pageCount, made);
      if (problem) return sendJson(res, 400, { message: `File check failed: ${problem}` });
      const order: FakeOrder = {
        id: randomUUID(),
        orderType: String(json.orderType),
        orderReferenceId: String(json.orderReferenceId),
        fulfillmentStatus: 'created',
        currency: String(json.currency),
        shipmentMethodUid: String(json.shipmentMethodUid),
        shippingAddress: json.shippingAddress as Record<string, string>,
        items: [{ ...item, fulfillmentStatus: 'created' }],
        shipment: null,
      };
      orders.set(order.id, order);
      seen.ordersCreated += 1;
      return sendJson(res, 200, order);
    }
    if (req.method === 'POST' && url.pathname === '/v4/orders:quote') {
      const [item] = json.products as { productUid: string; pageCount: number }[];
      const made = options.products[item.productUid];
      if (!made || !made.validPageCounts.includes(item.pageCount))
        return sendJson(res, 400, { message: `Cannot quote ${item.productUid} with ${item.pageCount} pages` });
      const price = made.price ?? 1150;
      return sendJson(res, 200, {
        orderReferenceId: json.orderReferenceId,
        quotes: [
          {
            id: randomUUID(),
            products: [{ productUid: item.productUid, price, currency: 'INR' }],
            shipmentMethods: shipmentMethods(options.standardDays),
          },
        ],
      });
    }
    if (req.method === 'POST' && url.pathname === '/v4/orders:search') {
      const references = (json.orderReferenceIds as string[] | undefined) ?? [];
      return sendJson(res, 200, { orders: [...orders.values()].filter((order) => references.includes(order.orderReferenceId)) });
    }
    const one = /^\/v4\/orders\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const order = orders.get(one[1]);
      return order ? sendJson(res, 200, order) : sendJson(res, 404, { message: 'Not found' });
    }
    return sendJson(res, 404, { message: 'Not found' });
  }

  const { url, close } = await serveLocally(handle);

  return {
    url,
    seen,
    orders,
    /** Webhook subscriptions: every status change is delivered to each. */
    subscribe: (webhookUrl: string) => webhooks.push(webhookUrl),
    /** Answers every later call this much later. */
    slowDown: (ms: number) => void (delayMs = ms),
    /** The next calls answer with these statuses, or with a page that is not JSON. */
    failNext: (...answers: (number | 'nonsense')[]) => failures.push(...answers),
    /**
     * Moves an order to a fulfilment status, as Gelato's production does (a shipment's parcel with
     * it), and delivers the change to the webhooks (unless told a delivery was lost) with the given
     * token (the right one unless said); answers each delivery's status.
     */
    async changeStatus(
      orderId: string,
      fulfillmentStatus: string,
      {
        parcel,
        token = options.webhookToken,
        deliver = true,
      }: { parcel?: { carrier: string; trackingCode: string; trackingUrl: string }; token?: string; deliver?: boolean } = {},
    ): Promise<number[]> {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No fake order ${orderId}`);
      order.fulfillmentStatus = fulfillmentStatus;
      order.items = order.items.map((item) => ({ ...item, fulfillmentStatus }));
      if (parcel)
        order.shipment = {
          shipmentMethodName: parcel.carrier,
          packages: [{ trackingCode: parcel.trackingCode, trackingUrl: parcel.trackingUrl }],
        };
      const raw = JSON.stringify({
        id: randomUUID(),
        event: 'order_status_updated',
        orderId,
        orderReferenceId: order.orderReferenceId,
        fulfillmentStatus,
        items: order.items.map((item) => ({ fulfillmentStatus: item.fulfillmentStatus })),
      });
      return deliverToWebhooks(deliver ? webhooks : [], { 'x-webhook-token': token }, raw);
    },
    close,
  };
}

export type FakeGelato = Awaited<ReturnType<typeof startFakeGelato>>;
