import type { UsageStats } from './schemas/usage.js';

/**
 * Every country the shop names, once: its code, the English name the server is sent, and its calling
 * code. Their names for the visitor, in each language, are in the catalogs.
 */
export const COUNTRY = {
  IN: { code: 'IN', name: 'India', phoneCode: '+91' },
  US: { code: 'US', name: 'United States', phoneCode: '+1' },
  UK: { code: 'UK', name: 'United Kingdom', phoneCode: '+44' },
} as const;

/** The countries each step offers (docs/product.md#countries). */
export const COUNTRIES = {
  pricing: [COUNTRY.IN],
  deposit: [COUNTRY.IN],
  checkout: [COUNTRY.IN, COUNTRY.US, COUNTRY.UK],
} as const;

/** The shop's constants and limits (docs/product.md#limits), in one place. */
export const LIMITS = {
  childFirstNameMax: 16,
  /** The UTF-16 code units those 16 characters may take (a Devanagari letter with its signs takes several). */
  childFirstNameMaxCodeUnits: 128,
  photoMaxBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  quickPreviewAges: [3, 4, 5, 6, 7, 8] as readonly number[],
  depositPhoneDigits: { min: 7, max: 15 },
  phoneDigits: { min: 6, max: 15 },
  couponLength: 10,
  addressNameMax: 30,
  addressLineMax: 80,
  instructionsMax: 200,
} as const;

export const DEFAULTS = {
  gender: 'Boy',
  age: 6,
  quickPreviewAge: 5,
  phoneCode: COUNTRY.IN.phoneCode,
  deliveryCountry: COUNTRY.IN.code,
  currency: 'INR',
} as const;

export const TIMINGS = {
  csrfTokenCacheMs: 50 * 60 * 1000,
  sessionIdLifetimeMs: 4 * 60 * 60 * 1000,
  weeklyResetMs: 7 * 24 * 60 * 60 * 1000,
  previewPollMs: 3000,
  /** A preview answer later than this is taken as lost and asked again: a poll must never wait for ever. */
  previewAnswerTimeoutMs: 15_000,
  productCarouselMs: 3000,
  testimonialRotateMs: 5000,
  checkoutRedirectMs: 2000,
  summaryScrollMs: 100,
  dialogAutoCloseMs: 2000,
  headerShadowAfterPx: 10,
} as const;

export const SITE = {
  name: 'Hero Tales',
  supportEmail: 'support@herotales.in',
} as const;

/**
 * What a parent or guardian agrees to before a child's photo is uploaded. The server records the
 * version agreed to; a change of wording is a new version.
 */
export const PHOTO_CONSENT = {
  /** Its wording is the site catalog's consent.book, consent.quickPreview and consent.companion: a new wording there is a new version here. */
  version: '2026-11-29.2',
} as const;

/** Browser storage keys. */
/** The usage counts a browser reports on a visitor's first visit, before any preview (what the server's tests and benchmarks send). */
export const FIRST_VISIT_USAGE: UsageStats = {
  quickPreviewsCount: 0,
  bookPreviewsCount: 0,
  sessionStart: null,
  sessionCount: 1,
  hasPurchased: false,
  lastPurchase: null,
};

export const STORAGE_KEYS = {
  orderDraft: 'book_order_draft',
  usageData: 'usage_data',
  sessionId: 'session_id',
  cookieConsent: 'cookie_consent',
  userCountry: 'user_country',
  termsAgreement: 'termsAgreement',
  shippingPolicyAcknowledgment: 'shippingPolicyAcknowledgment',
  pageSelections: 'page_selections',
  countedBookPreviews: 'counted_book_previews',
} as const;

/** Where the storefront's API is served. */
export const API_BASE_PATH = '/api';

/** The header that carries the secret of the visitor's book request (issued with the request id, kept in the draft). */
export const REQUEST_KEY_HEADER = 'x-request-key';

/** The header a family share link's value travels in when its book is read (never in an address, which is logged). */
export const BOOK_SHARE_HEADER = 'x-book-share';

/** The header a record link's value travels in: it lets its holder add and replace a book's recordings. */
export const RECORD_LINK_HEADER = 'x-record-link';

/** The header a printed book's listen link travels in: it lets its holder hear the book's recordings. */
export const LISTEN_LINK_HEADER = 'x-listen-link';

export { REQUEST_LINK_ACCESS_PATTERN, REQUEST_UUID_PATTERN } from './requestPatterns.js';

/** The label of a policy's 'Last Updated: <date>' line, in each language it is written in. */
export const LAST_UPDATED_LABELS = { en: 'Last Updated', hi: 'अंतिम अपडेट' } as const;

/** The policy documents served as Markdown under /api/policies/{name}.md (?lang=hi: in Hindi) */
export const POLICY_DOCUMENTS = [
  'privacy-policy',
  'terms-of-service',
  'refund-and-cancellation-policy',
  'cookie-policy',
  'shipping-and-delivery-policy',
] as const;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];
