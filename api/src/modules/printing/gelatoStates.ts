import type { PartnerJobStatus, PrintState } from './printPartner.js';

/** Gelato's order fulfilment states, as the shop tells them. */
const GELATO_STATES: Record<string, PrintState> = {
  created: 'accepted',
  passed: 'accepted',
  pending_approval: 'accepted',
  on_hold: 'accepted',
  uploading: 'accepted',
  printed: 'in-production',
  shipped: 'shipped',
  in_transit: 'shipped',
  delivered: 'delivered',
  failed: 'rejected',
  returned: 'rejected',
  canceled: 'cancelled',
};

/** A tracked parcel of an order: on its shipment's packages, or on an item's fulfilments (webhooks). */
interface GelatoParcel {
  trackingCode?: string | null;
  trackingUrl?: string | null;
  shipmentMethodName?: string | null;
}

/** A Gelato order, as far as the shop reads it: its answer to create or get, and its webhooks' status events. */
export interface GelatoOrder {
  id?: string;
  orderId?: string;
  orderReferenceId?: string | null;
  fulfillmentStatus?: string;
  shipment?: { shipmentMethodName?: string | null; packages?: GelatoParcel[] | null } | null;
  items?: { fulfillmentStatus?: string; fulfillments?: GelatoParcel[] | null }[] | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null);

/** A Gelato order as the shop's job status; a state Gelato adds later reads as accepted, its name kept. */
export function gelatoJobStatus(order: GelatoOrder): PartnerJobStatus {
  const name = order.fulfillmentStatus ?? 'created';
  const parcel =
    order.shipment?.packages?.find((found) => found.trackingCode) ??
    order.items?.flatMap((item) => item.fulfillments ?? []).find((found) => found.trackingCode) ??
    null;
  return {
    jobId: String(order.id ?? order.orderId),
    state: GELATO_STATES[name] ?? 'accepted',
    detail: GELATO_STATES[name] && !['failed', 'returned'].includes(name) ? null : name,
    carrier: text(parcel?.shipmentMethodName) ?? text(order.shipment?.shipmentMethodName),
    trackingNumber: text(parcel?.trackingCode),
    trackingUrl: parcel?.trackingUrl && /^https:\/\//.test(parcel.trackingUrl) ? parcel.trackingUrl : null,
  };
}
