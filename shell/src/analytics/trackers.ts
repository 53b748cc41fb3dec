import { onTrackedEvent, type ConsentChoices, type StorefrontConfig } from 'shared-contracts';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    gtag?: Queue;
    fbq?: Queue & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: unknown; push?: unknown };
    clarity?: Queue;
  }
}

const started = new Set<string>();

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startGa4(id: string) {
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself, not an array copy
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  onTrackedEvent((event, params) => window.gtag?.('event', event, params));
}

function startAdPixel(id: string) {
  const queue: unknown[][] = [];
  const fbq: Queue = (...args: unknown[]) => queue.push(args);
  fbq.q = queue;
  window.fbq = Object.assign(fbq, { queue, loaded: true, version: '2.0', push: fbq });
  window.fbq('init', id);
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  onTrackedEvent((event, params) => window.fbq?.('trackCustom', event, params));
}

function startBehaviourAnalytics(projectId: string) {
  const clarity: Queue = (...args: unknown[]) => (clarity.q ??= []).push(args);
  window.clarity = clarity;
  addScript(`https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`);
}

/** Starts each configured tracker once, when the visitor's consent allows it. */
export function startAllowedTrackers(config: StorefrontConfig, consent: ConsentChoices): void {
  const wanted: [string, string | null, boolean, (id: string) => void][] = [
    ['ga4', config.ga4MeasurementId, consent.analytics, startGa4],
    ['behaviour', config.behaviourAnalyticsProjectId, consent.analytics, startBehaviourAnalytics],
    ['pixel', config.adPixelId, consent.advertising, startAdPixel],
  ];
  for (const [name, id, allowed, start] of wanted) {
    if (!id || !allowed || started.has(name)) continue;
    started.add(name);
    start(id);
  }
}
