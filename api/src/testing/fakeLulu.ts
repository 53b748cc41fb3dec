import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { deliverToWebhooks, readBody, sendJson, serveLocally } from './fakeHttp.js';
import { luluPageProblem } from '../modules/printing/luluPageRules.js';

/** A print job as the fake keeps it, in Lulu's shape. */
interface FakeJob {
  id: number;
  external_id: string;
  date_created: string;
  status: { name: string; messages: Record<string, unknown> };
  line_items: { status: { name: string; messages: Record<string, unknown> } }[];
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, string>;
  printable: { pod_package_id: string; interior: string; cover: string };
}

export interface FakeLuluOptions {
  clientKey: string;
  clientSecret: string;
  /** What the fake signs its webhook deliveries with. */
  webhookSecret: string;
  /** The cover's size Lulu asks for, in points, for a product and page count. */
  coverSize?: (podPackageId: string, pages: number) => { width: number; height: number } | Promise<{ width: number; height: number }>;
  /** What a job costs, in US dollars, by the country it is shipped to: the book (with the fulfilment fee) and its shipping. */
  costs?: (countryCode: string) => { book: number; shipping: number };
}

/** A 32-page premium colour hardcover and MAIL shipping, about what Lulu's price calculator says (2026). */
const LULU_COSTS = (countryCode: string) => ({ book: 18.25, shipping: countryCode === 'US' ? 5.99 : 14.99 });

/**
 * Lulu's Print API as its published description has it, on a local port, for tests that run offline:
 * the client-credentials token, cover dimensions, cost calculations, interior and cover validation (which fetch the
 * files' addresses as Lulu does), print jobs made, listed and read, and webhook deliveries of status
 * changes signed with HMAC-SHA256 over the raw body. It can be told to answer slowly or fail.
 */
export async function startFakeLulu(options: FakeLuluOptions) {
  const jobs = new Map<number, FakeJob>();
  const validations = new Map<string, { status: string; errors: string[] }>();
  const tokens = new Set<string>();
  const seen = { tokensIssued: 0, jobsCreated: 0, fetchedFiles: [] as string[] };
  let delayMs = 0;
  const failures: number[] = [];
  const webhooks: string[] = [];

  /**
   * Fetches a file as Lulu does and says what is wrong with it, if anything: an inside checked for a
   * product is counted against that product's page rule.
   */
  async function fileProblem(url: string, insideFor: string | null): Promise<string | null> {
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
    if (!insideFor) return null;
    const pages = (await PDFDocument.load(file, { updateMetadata: false })).getPageCount();
    return luluPageProblem(insideFor, pages);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = failures.shift();
    if (failure) return sendJson(res, failure, { detail: 'The fake was told to fail' });
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token') {
      const expected = `Basic ${Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !body.includes('grant_type=client_credentials'))
        return sendJson(res, 401, { error: 'invalid_client' });
      const token = randomUUID();
      tokens.add(token);
      seen.tokensIssued += 1;
      return sendJson(res, 200, { access_token: token, expires_in: 3600, token_type: 'bearer' });
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return sendJson(res, 401, { detail: 'Not authenticated' });
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};

    if (req.method === 'POST' && url.pathname === '/cover-dimensions/') {
      const asked = options.coverSize ?? (() => ({ width: 1260, height: 630 }));
      const size = await asked(String(json.pod_package_id), Number(json.interior_page_count));
      return sendJson(res, 200, { ...size, unit: 'pt' });
    }
    if (req.method === 'POST' && url.pathname === '/print-job-cost-calculations/') {
      const country = (json.shipping_address as { country_code?: string } | undefined)?.country_code ?? '';
      const { book, shipping } = (options.costs ?? LULU_COSTS)(country);
      const money = (amount: number) => amount.toFixed(2);
      return sendJson(res, 201, {
        currency: 'USD',
        line_item_costs: [{ total_cost_excl_tax: money(book), quantity: 1 }],
        shipping_cost: { total_cost_excl_tax: money(shipping) },
        total_cost_excl_tax: money(book + shipping),
      });
    }
    const validation = /^\/validate-(interior|cover)\/(?:([\w-]+)\/)?$/.exec(url.pathname);
    if (validation && req.method === 'POST') {
      const id = randomUUID();
      const inside = validation[1] === 'interior' && typeof json.pod_package_id === 'string' ? json.pod_package_id : null;
      const problem = await fileProblem(String(json.source_url), inside);
      validations.set(id, problem ? { status: 'ERROR', errors: [problem] } : { status: 'VALIDATED', errors: [] });
      return sendJson(res, 201, { id, status: 'VALIDATING', source_url: json.source_url });
    }
    if (validation && req.method === 'GET') {
      const found = validations.get(validation[2] ?? '');
      return found ? sendJson(res, 200, { id: validation[2], ...found }) : sendJson(res, 404, { detail: 'Not found' });
    }
    if (req.method === 'POST' && url.pathname === '/print-jobs/') {
      const item = (
        json.line_items as {
          printable_normalization: { pod_package_id: string; interior: { source_url: string }; cover: { source_url: string } };
        }[]
      )[0];
      const id = 1000 + jobs.size + 1;
      const job: FakeJob = {
        id,
        external_id: String(json.external_id),
        date_created: new Date().toISOString(),
        status: { name: 'CREATED', messages: {} },
        line_items: [{ status: { name: 'CREATED', messages: {} } }],
        contact_email: String(json.contact_email),
        shipping_level: String(json.shipping_level),
        shipping_address: json.shipping_address as Record<string, string>,
        printable: {
          pod_package_id: item.printable_normalization.pod_package_id,
          interior: item.printable_normalization.interior.source_url,
          cover: item.printable_normalization.cover.source_url,
        },
      };
      jobs.set(id, job);
      seen.jobsCreated += 1;
      return sendJson(res, 201, job);
    }
    if (req.method === 'GET' && url.pathname === '/print-jobs/') {
      const after = url.searchParams.get('created_after');
      const results = [...jobs.values()].filter((job) => !after || job.date_created >= after);
      return sendJson(res, 200, { count: results.length, next: null, previous: null, results });
    }
    const one = /^\/print-jobs\/(\d+)\/$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const job = jobs.get(Number(one[1]));
      return job ? sendJson(res, 200, job) : sendJson(res, 404, { detail: 'Not found' });
    }
    return sendJson(res, 404, { detail: 'Not found' });
  }

  const { url, close } = await serveLocally(handle);

  return {
    url,
    seen,
    jobs,
    /** Webhook subscriptions: every status change is delivered to each. */
    subscribe: (webhookUrl: string) => webhooks.push(webhookUrl),
    /** Answers every later call this much later. */
    slowDown: (ms: number) => void (delayMs = ms),
    /** The next calls answer with these statuses instead. */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /**
     * Moves a job to a state, as Lulu's production does, and delivers the change to the webhooks
     * (unless told a delivery was lost), signed with the given secret (the right one unless said);
     * answers each delivery's status.
     */
    async changeStatus(
      jobId: number,
      name: string,
      {
        messages = {},
        signWith = options.webhookSecret,
        deliver = true,
      }: { messages?: Record<string, unknown>; signWith?: string; deliver?: boolean } = {},
    ): Promise<number[]> {
      const job = jobs.get(jobId);
      if (!job) throw new Error(`No fake job ${jobId}`);
      job.status = { name, messages: name === 'SHIPPED' ? {} : messages };
      job.line_items = [{ status: { name, messages: name === 'SHIPPED' ? messages : {} } }];
      const raw = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: job });
      const signature = createHmac('sha256', signWith).update(raw).digest('hex');
      return deliverToWebhooks(deliver ? webhooks : [], { 'lulu-hmac-sha256': signature }, raw);
    },
    close,
  };
}

export type FakeLulu = Awaited<ReturnType<typeof startFakeLulu>>;
