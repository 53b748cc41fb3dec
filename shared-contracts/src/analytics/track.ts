/**
 * The one analytics module: every event goes into `window.dataLayer`. Trackers that consent allows
 * (GA4, the ad pixel) subscribe with `onTrackedEvent` and forward what they receive. Nothing that
 * names a family or opens their book leaves through it: request ids, names, emails, phone numbers and
 * identifying query parameters are taken out of every event before anyone sees it.
 */
import { REQUEST_UUID_PATTERN } from 'contracts/constants';

export type EventParams = Record<string, unknown>;
type Listener = (event: string, params: EventParams) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const listeners = new Set<Listener>();

/** Parameters that name a person or a book request, whatever they hold. */
const PERSONAL_KEYS = new Set(['request_uuid', 'requestUuid', 'transaction_id', 'customer_name', 'name', 'email', 'phone', 'address']);
const REQUEST_ID_INSIDE = new RegExp(REQUEST_UUID_PATTERN.replace(/^\^|\$$/g, ''));
const EMAIL_INSIDE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** The only query parameters a reported address keeps: the catalogue's filters. */
const SHAREABLE_PARAMS = new Set(['productId', 'gender']);

/** A page's path and query as analytics may see it: the shareable filters only. */
export function analyticsPath(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://x');
  const kept = new URLSearchParams([...url.searchParams].filter(([key]) => SHAREABLE_PARAMS.has(key)));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** An event's parameters without anything that identifies a family or opens their book. */
export function withoutIdentifiers(params: EventParams): EventParams {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return REQUEST_ID_INSIDE.test(value) || EMAIL_INSIDE.test(value) ? undefined : value;
    if (Array.isArray(value)) return value.map(clean).filter((item) => item !== undefined);
    if (value && typeof value === 'object') return withoutIdentifiers(value as EventParams);
    return value;
  };
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => !PERSONAL_KEYS.has(key))
      .map(([key, value]) => [key, clean(value)] as const)
      .filter(([, value]) => value !== undefined),
  );
}

export function trackEvent(event: string, params: EventParams = {}): void {
  if (typeof window === 'undefined') return;
  const safe = withoutIdentifiers(params);
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...safe });
  for (const listener of listeners) {
    try {
      listener(event, safe);
    } catch {
      // a tracker's failure must never break the page
    }
  }
}

export function onTrackedEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function trackPageView(pathWithQuery: string): void {
  const path = analyticsPath(pathWithQuery);
  trackEvent('page_view', { page_path: path, page_location: `${window.location.origin}${path}`, page_title: document.title });
}
