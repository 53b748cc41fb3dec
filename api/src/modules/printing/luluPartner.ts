import { createHmac, timingSafeEqual } from 'node:crypto';
import { luluJobStatus, type LuluPrintJob } from './luluStates.js';
import {
  PrintRefused,
  type PartnerQuote,
  type PrintAddress,
  type PrintJobRequest,
  type PrintPartner,
  type WebhookReading,
} from './printPartner.js';
import { jsonObject, partnerAnswer } from './partnerAnswers.js';

export interface LuluSettings {
  /** https://api.lulu.com, or the sandbox's https://api.sandbox.lulu.com. */
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  /** The key Lulu signs its webhook deliveries with (its API secret). */
  webhookSecret: string;
  /** MAIL, PRIORITY_MAIL, GROUND, EXPEDITED or EXPRESS. */
  shippingLevel: string;
  /** Who Lulu writes to about a job: the shop. */
  contactEmail: string;
  /** How long one answer may take. */
  timeoutMs?: number;
  /** Between two looks at a file validation, and how long to wait for it in all. */
  validation?: { pollMs: number; timeoutMs: number };
}

/** Lulu's answer to a cost calculation, as much as the shop reads of it. */
interface LuluCost {
  currency?: string;
  total_cost_excl_tax?: string | number;
  shipping_cost?: { total_cost_excl_tax?: string | number };
}

/** The token endpoint of Lulu's OpenID Connect realm. */
const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
const DONE_VALIDATING = ['VALIDATED', 'NORMALIZED'];

/**
 * Lulu's Print API: an OAuth2 client-credentials token (kept until a minute before it expires), the
 * cover's dimensions checked against the built cover, both files validated by Lulu, then the print
 * job with the files' signed addresses. A job already made for the same order (its external_id) is
 * found among the recent ones instead of made twice.
 */
export function luluPartner(settings: LuluSettings): Omit<Required<PrintPartner>, 'takesOneFile' | 'coverGeometry'> {
  const base = settings.apiUrl.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const validation = settings.validation ?? { pollMs: 3_000, timeoutMs: 300_000 };
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.until) return token.value;
    const basic = Buffer.from(`${settings.clientKey}:${settings.clientSecret}`).toString('base64');
    const response = await fetch(`${base}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Lulu refused the shop's credentials (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return partnerAnswer<T>('Lulu', method, path, response);
  }

  /** Waits for Lulu's validation of one file; its errors refuse the job. */
  async function validated(kind: 'interior' | 'cover', body: Record<string, unknown>): Promise<void> {
    const started = await call<{ id: number | string }>('POST', `/validate-${kind}/`, body);
    const until = Date.now() + validation.timeoutMs;
    while (Date.now() < until) {
      const check = await call<{ status: string; errors?: string[] | null }>('GET', `/validate-${kind}/${started.id}/`);
      if (DONE_VALIDATING.includes(check.status)) return;
      if (check.status === 'ERROR') throw new PrintRefused(`Lulu found the ${kind} file unprintable: ${(check.errors ?? []).join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, validation.pollMs));
    }
    throw new Error(`Lulu did not finish validating the ${kind} file in ${validation.timeoutMs / 1000} s`);
  }

  const partner = {
    name: 'lulu' as const,
    /** Lulu's cost calculation for the job, at the shop's shipping level (its amounts come as text). */
    async quote(productCode: string, interiorPages: number, to: PrintAddress): Promise<PartnerQuote> {
      const answer = await call<LuluCost>('POST', '/print-job-cost-calculations/', {
        line_items: [{ page_count: interiorPages, pod_package_id: productCode, quantity: 1 }],
        shipping_address: {
          street1: to.street1,
          city: to.city,
          state_code: to.stateCode,
          postcode: to.postcode,
          country_code: to.countryCode,
          phone_number: to.phoneNumber,
        },
        shipping_option: settings.shippingLevel,
      });
      const total = Number(answer.total_cost_excl_tax);
      const shipping = Number(answer.shipping_cost?.total_cost_excl_tax ?? 0);
      if (!Number.isFinite(total) || !Number.isFinite(shipping) || !answer.currency)
        throw new Error('Lulu answered a cost calculation without its amounts');
      return { currency: answer.currency, book: total - shipping, shipping, total, days: null };
    },
    async coverDimensions(productCode: string, interiorPages: number) {
      const answer = await call<{ width: number | string; height: number | string }>('POST', '/cover-dimensions/', {
        pod_package_id: productCode,
        interior_page_count: interiorPages,
        unit: 'pt',
      });
      return { width: Number(answer.width), height: Number(answer.height) };
    },
    async findJob(externalId: string, since: Date) {
      const query = new URLSearchParams({ created_after: since.toISOString(), page_size: '100' });
      const page = await call<{ results: LuluPrintJob[] }>('GET', `/print-jobs/?${query.toString()}`);
      const found = page.results.find((job) => job.external_id === externalId);
      return found ? luluJobStatus(found) : null;
    },
    async submit(job: PrintJobRequest) {
      await validated('interior', { source_url: job.interiorUrl, pod_package_id: job.productCode });
      await validated('cover', { source_url: job.coverUrl, pod_package_id: job.productCode, interior_page_count: job.interiorPages });
      const a = job.shippingAddress;
      const created = await call<LuluPrintJob>('POST', '/print-jobs/', {
        contact_email: settings.contactEmail,
        external_id: job.externalId,
        shipping_level: settings.shippingLevel,
        shipping_address: {
          name: a.name,
          street1: a.street1,
          ...(a.street2 ? { street2: a.street2 } : {}),
          city: a.city,
          state_code: a.stateCode,
          postcode: a.postcode,
          country_code: a.countryCode,
          phone_number: a.phoneNumber,
          email: a.email,
        },
        line_items: [
          {
            external_id: job.externalId,
            title: job.title,
            quantity: 1,
            printable_normalization: {
              pod_package_id: job.productCode,
              interior: { source_url: job.interiorUrl },
              cover: { source_url: job.coverUrl },
            },
          },
        ],
      });
      return luluJobStatus(created);
    },
    async status(jobId: string) {
      return luluJobStatus(await call<LuluPrintJob>('GET', `/print-jobs/${encodeURIComponent(jobId)}/`));
    },
    readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookReading {
      const given = headers['lulu-hmac-sha256'];
      const expected = createHmac('sha256', settings.webhookSecret).update(rawBody).digest();
      const received = typeof given === 'string' && /^[0-9a-f]{64}$/i.test(given.trim()) ? Buffer.from(given.trim(), 'hex') : null;
      if (!received || !timingSafeEqual(received, expected)) return { kind: 'unsigned' };
      const delivery = jsonObject(rawBody) as { topic?: string; data?: LuluPrintJob } | null;
      if (!delivery) return { kind: 'unreadable' };
      if (delivery.topic !== 'PRINT_JOB_STATUS_CHANGED' || !delivery.data?.id) return { kind: 'ignored' };
      return { kind: 'status', status: luluJobStatus(delivery.data) };
    },
  };
  return partner;
}
