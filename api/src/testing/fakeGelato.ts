import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { deliverToWebhooks, readBody, sendJson, serveLocally } from './fakeHttp.js';

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

export interface FakeGelatoOptions {
  apiKey: string;
  /** What the fake's webhook deliveries carry in their X-Webhook-Token header. */
  webhookToken: string;
  /** The products it makes, with the page counts each is made with (Gelato's count: the covers too). */
  products: Record<string, { validPageCounts: number[] }>;
}

/**
 * Gelato's Order and Product APIs as their published descriptions have them, on a local port, for
 * tests that run offline: products with their valid page counts, orders made (the book's one PDF
 * fetched and counted, its cover spread first), searched by reference and read, and webhook
 * deliveries of status changes with the shop's token in a custom header. It can be told to answer
 * slowly, fail, or answer something that is not JSON.
 */
export async function startFakeGelato(options: FakeGelatoOptions) {
  const orders = new Map<string, FakeOrder>();
  const seen = { ordersCreated: 0, fetchedFiles: [] as string[] };
  let delayMs = 0;
  const failures: (number | 'nonsense')[] = [];
  const webhooks: string[] = [];

  /** Fetches the book as Gelato does: one PDF, its first page the cover spread (wider than tall), then one page per interior page. */
  async function bookProblem(url: string, pageCount: number): Promise<string | null> {
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
    const cover = pdf.getPage(0).getSize();
    return cover.width > cover.height ? null : 'the first page is not a cover spread';
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

    const product = /^\/v3\/products\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && product) {
      const found = options.products[decodeURIComponent(product[1])];
      return found
        ? sendJson(res, 200, { productUid: decodeURIComponent(product[1]), ...found })
        : sendJson(res, 404, { message: 'Not found' });
    }
    if (req.method === 'POST' && url.pathname === '/v4/orders') {
      const [item] = json.items as FakeOrder['items'];
      const made = options.products[item.productUid];
      if (!made) return sendJson(res, 400, { message: `Unknown productUid ${item.productUid}` });
      if (!made.validPageCounts.includes(item.pageCount)) return sendJson(res, 400, { message: `Invalid pageCount ${item.pageCount}` });
      const problem = await bookProblem(item.files[0]?.url ?? '', item.pageCount);
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
