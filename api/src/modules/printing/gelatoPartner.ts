import { randomUUID, timingSafeEqual } from 'node:crypto';
import { gelatoJobStatus, type GelatoOrder } from './gelatoStates.js';
import {
  PrintRefused,
  type PartnerQuote,
  type PrintAddress,
  type PrintJobRequest,
  type PrintPartner,
  type WebhookReading,
} from './printPartner.js';
import { jsonObject, partnerAnswer } from './partnerAnswers.js';
import { gelatoCoverGeometry, type GelatoCoverDimensions } from './gelatoCover.js';
import { coverSheetPoints } from './coverGeometry.js';

export interface GelatoSettings {
  /** Gelato's Order API: https://order.gelatoapis.com. */
  orderApiUrl: string;
  /** Gelato's Product API: https://product.gelatoapis.com. */
  productApiUrl: string;
  apiKey: string;
  /** The value Gelato's webhooks carry in the X-Webhook-Token header (a custom header set on the webhook in Gelato's dashboard). */
  webhookToken: string;
  /** normal, standard, express, or a shipmentMethodUid from a quote. */
  shipmentMethod: string;
  /** How long one answer may take. */
  timeoutMs?: number;
}

export const GELATO_WEBHOOK_HEADER = 'x-webhook-token';

/** Gelato's answer to `POST /v4/orders:quote`, as much as the shop reads of it. */
interface GelatoQuoteAnswer {
  quotes?: {
    products?: { price: number; currency: string }[];
    shipmentMethods?: {
      shipmentMethodUid: string;
      type: string;
      price: number;
      currency: string;
      minDeliveryDays: number;
      maxDeliveryDays: number;
    }[];
  }[];
}

/**
 * Gelato counts every page of a book, its outside covers too (the Order API's `pageCount`): the
 * interior's pages and the front and back cover.
 */
export const gelatoPageCount = (interiorPages: number) => interiorPages + 2;

/**
 * Gelato's Order API: an order made once per shop order (its orderReferenceId is the order's id; a
 * try that may have reached Gelato is found by it), the book's page count checked against the
 * product's valid counts first, the book sent as one PDF (its cover spread first, laid out as Gelato's
 * cover dimensions say, then the interior pages) at a signed address Gelato fetches. Gelato signs nothing: its webhooks carry a shared token
 * in a custom header, and only name the order that changed; its state is then read from Gelato, so a
 * delivery made up or replayed moves nothing.
 */
export function gelatoPartner(settings: GelatoSettings): Required<PrintPartner> {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const token = Buffer.from(settings.webhookToken);

  async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base.replace(/\/$/, '')}${path}`, {
      method,
      headers: { 'x-api-key': settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return partnerAnswer<T>('Gelato', method, path, response);
  }
  const order = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => call<T>(settings.orderApiUrl, method, path, body);

  /** Refuses a page count the product is not made with, as Gelato would after taking the order. */
  async function checkPageCount(productUid: string, pageCount: number): Promise<void> {
    const product = await call<{ validPageCounts?: number[] | null }>(
      settings.productApiUrl,
      'GET',
      `/v3/products/${encodeURIComponent(productUid)}`,
    );
    const valid = product.validPageCounts ?? [];
    if (valid.length && !valid.includes(pageCount))
      throw new PrintRefused(`Gelato makes ${productUid} with ${valid.join(', ')} pages, not ${pageCount}`);
  }

  /** The cover's layout Gelato asks for a product and the book's inside pages (its count takes the covers too). */
  async function coverGeometry(productUid: string, interiorPages: number) {
    const answer = await call<GelatoCoverDimensions>(
      settings.productApiUrl,
      'GET',
      `/v3/products/${encodeURIComponent(productUid)}/cover-dimensions?pageCount=${gelatoPageCount(interiorPages)}`,
    );
    return gelatoCoverGeometry(productUid, answer);
  }

  /**
   * Gelato's quote for one book: the product's price and its shipment methods, of which the shop's
   * (GELATO_SHIPMENT_METHOD, by uid or by type) or else the cheapest is taken, with its days.
   */
  async function quote(productUid: string, interiorPages: number, to: PrintAddress): Promise<PartnerQuote> {
    const [firstName, ...rest] = to.name.trim().split(/\s+/);
    const answer = await order<GelatoQuoteAnswer>('POST', '/v4/orders:quote', {
      orderReferenceId: `quote-${randomUUID()}`,
      customerReferenceId: 'shop',
      currency: 'INR',
      allowMultipleQuotes: false,
      recipient: {
        firstName,
        lastName: rest.join(' ') || firstName,
        addressLine1: to.street1,
        city: to.city,
        state: to.stateCode,
        postCode: to.postcode,
        country: to.countryCode,
        email: to.email,
      },
      products: [{ itemReferenceId: 'book', productUid, pageCount: gelatoPageCount(interiorPages), quantity: 1 }],
    });
    const [first] = answer.quotes ?? [];
    const book = first?.products?.[0];
    const methods = [...(first?.shipmentMethods ?? [])].sort((a, b) => a.price - b.price);
    const method =
      methods.find((candidate) => candidate.shipmentMethodUid === settings.shipmentMethod || candidate.type === settings.shipmentMethod) ??
      methods[0];
    if (!book || !method) throw new Error(`Gelato gave no quote for ${productUid} to ${to.countryCode}`);
    return {
      currency: book.currency,
      book: book.price,
      shipping: method.price,
      total: book.price + method.price,
      days: { min: method.minDeliveryDays, max: method.maxDeliveryDays },
    };
  }

  return {
    name: 'gelato' as const,
    quote,
    coverGeometry,
    coverDimensions: async (productUid: string, interiorPages: number) => coverSheetPoints(await coverGeometry(productUid, interiorPages)),
    takesOneFile: true,
    async findJob(externalId: string) {
      const found = await order<{ orders?: GelatoOrder[] }>('POST', '/v4/orders:search', { orderReferenceIds: [externalId], limit: 10 });
      const made = (found.orders ?? []).find((candidate) => candidate.orderReferenceId === externalId);
      return made ? gelatoJobStatus(made) : null;
    },
    async submit(job: PrintJobRequest) {
      if (!job.bookUrl) throw new PrintRefused('Gelato takes the book as one PDF, its cover first; this book was built without one');
      const pageCount = gelatoPageCount(job.interiorPages);
      await checkPageCount(job.productCode, pageCount);
      const a = job.shippingAddress;
      const [firstName, ...rest] = a.name.trim().split(/\s+/);
      const created = await order<GelatoOrder>('POST', '/v4/orders', {
        orderType: 'order',
        orderReferenceId: job.externalId,
        customerReferenceId: job.externalId,
        currency: 'INR',
        items: [
          {
            itemReferenceId: job.externalId,
            productUid: job.productCode,
            pageCount,
            files: [{ type: 'default', url: job.bookUrl }],
            quantity: 1,
          },
        ],
        shipmentMethodUid: settings.shipmentMethod,
        shippingAddress: {
          firstName,
          lastName: rest.join(' ') || firstName,
          addressLine1: a.street1,
          ...(a.street2 ? { addressLine2: a.street2 } : {}),
          city: a.city,
          state: a.stateCode,
          postCode: a.postcode,
          country: a.countryCode,
          email: a.email,
          phone: a.phoneNumber,
        },
        metadata: [{ key: 'title', value: job.title.slice(0, 100) }],
      });
      return gelatoJobStatus(created);
    },
    async status(jobId: string) {
      return gelatoJobStatus(await order<GelatoOrder>('GET', `/v4/orders/${encodeURIComponent(jobId)}`));
    },
    readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookReading {
      const given = headers[GELATO_WEBHOOK_HEADER];
      const received = typeof given === 'string' ? Buffer.from(given) : null;
      if (!received || received.length !== token.length || !timingSafeEqual(received, token)) return { kind: 'unsigned' };
      const delivery = jsonObject(rawBody) as (GelatoOrder & { event?: string }) | null;
      if (!delivery) return { kind: 'unreadable' };
      if (delivery.event !== 'order_status_updated' || typeof delivery.orderId !== 'string') return { kind: 'ignored' };
      return { kind: 'changed', jobId: delivery.orderId };
    },
  };
}
