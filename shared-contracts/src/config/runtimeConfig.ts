import type { RemoteName, RouteTable } from 'contracts/routes';

/**
 * Settings the server writes into the shell's page (a JSON data block with id `storefront-config`),
 * so nothing configurable is baked into a build.
 */
export interface StorefrontConfig {
  /** Absolute origin used for canonical links and social cards, e.g. https://herotales.in */
  siteOrigin: string;
  /** Answers `{ country }`; our own `/api/geo` unless configured otherwise. */
  geolocationUrl: string;
  ga4MeasurementId: string | null;
  adPixelId: string | null;
  behaviourAnalyticsProjectId: string | null;
  /** The payment provider's checkout script (Razorpay's, or the sandbox's with the same interface). */
  checkoutScriptUrl: string;
  /** Remote name -> manifest URL, the same document as `/remotes.json`. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The live pages, each remote's as its route manifest declares them (empty from a dev server: fetched from /routes.json). */
  routes: RouteTable;
  /** Texts drawn in the pseudo-language (see pseudoLocale.ts): a test server's setting, never a shop's. */
  pseudoLocale: boolean;
}

export const CONFIG_ELEMENT_ID = 'storefront-config';

export const DEFAULT_CONFIG: StorefrontConfig = {
  siteOrigin: '',
  geolocationUrl: '/api/geo',
  checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
  ga4MeasurementId: null,
  adPixelId: null,
  behaviourAnalyticsProjectId: null,
  remotes: {},
  routes: [],
  pseudoLocale: false,
};

let cached: StorefrontConfig | null = null;

export function readStorefrontConfig(doc: Document = document): StorefrontConfig {
  if (cached) return cached;
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  let parsed: Partial<StorefrontConfig> = {};
  try {
    parsed = text ? (JSON.parse(text) as Partial<StorefrontConfig>) : {};
  } catch {
    parsed = {};
  }
  cached = { ...DEFAULT_CONFIG, ...parsed, siteOrigin: parsed.siteOrigin || (doc.location?.origin ?? '') };
  return cached;
}
