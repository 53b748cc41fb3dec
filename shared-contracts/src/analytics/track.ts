/**
 * The one analytics module: every event goes into `window.dataLayer`. Trackers that consent allows
 * (GA4, the ad pixel) subscribe with `onTrackedEvent` and forward what they receive.
 */

export type EventParams = Record<string, unknown>;
type Listener = (event: string, params: EventParams) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const listeners = new Set<Listener>();

export function trackEvent(event: string, params: EventParams = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
  for (const listener of listeners) {
    try {
      listener(event, params);
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
  trackEvent('page_view', { page_path: pathWithQuery, page_location: window.location.href, page_title: document.title });
}
