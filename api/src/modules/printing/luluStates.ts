import type { PartnerJobStatus, PrintState } from './printPartner.js';

/** Lulu's print-job states, as the shop tells them. */
const LULU_STATES: Record<string, PrintState> = {
  CREATED: 'accepted',
  UNPAID: 'accepted',
  PAYMENT_IN_PROGRESS: 'accepted',
  PRODUCTION_DELAYED: 'accepted',
  PRODUCTION_READY: 'accepted',
  IN_PRODUCTION: 'in-production',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  CANCELED: 'cancelled',
};

/** A Lulu print job, as far as the shop reads it. */
export interface LuluPrintJob {
  id: number | string;
  external_id?: string | null;
  status?: { name?: string; messages?: Record<string, unknown> | null };
  line_items?: {
    status?: {
      name?: string;
      messages?: { tracking_id?: string | null; tracking_urls?: string[] | null; carrier_name?: string | null } | null;
    };
  }[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null);

/** Lulu's words on a state: a rejection's reason, or the first message it gives. */
function detailOf(messages: Record<string, unknown> | null | undefined): string | null {
  if (!messages) return null;
  return text(messages.error) ?? text(messages.info) ?? text(Object.values(messages).find((value) => typeof value === 'string'));
}

/** A Lulu print job as the shop's job status; a state Lulu adds later reads as accepted, its name kept. */
export function luluJobStatus(job: LuluPrintJob): PartnerJobStatus {
  const name = job.status?.name ?? 'CREATED';
  const shipped = job.line_items?.find((item) => item.status?.messages?.tracking_id)?.status?.messages ?? null;
  return {
    jobId: String(job.id),
    state: LULU_STATES[name] ?? 'accepted',
    detail: detailOf(job.status?.messages) ?? (LULU_STATES[name] ? null : name),
    carrier: text(shipped?.carrier_name),
    trackingNumber: text(shipped?.tracking_id),
    trackingUrl: shipped?.tracking_urls?.find((url) => /^https:\/\//.test(url)) ?? null,
  };
}
