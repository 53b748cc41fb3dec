/**
 * Which remote owns which route. The shell builds its router from this table, the server
 * serves the shell for exactly these paths and preloads the owning remote, and release
 * tooling checks that a remote still exposes what the table needs.
 */

/** Every remote, defined once: its federation name, its folder and the port of its dev server. */
export const REMOTES = {
  mf_catalogue: { folder: 'mf-catalogue', devPort: 3001, team: 'catalogue and quick preview' },
  mf_creation: { folder: 'mf-creation', devPort: 3002, team: 'creation flow to the deposit' },
  mf_ordering: { folder: 'mf-ordering', devPort: 3003, team: 'ordering funnel to the confirmation' },
  mf_content: { folder: 'mf-content', devPort: 3004, team: 'flipbooks and content pages' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export interface AppRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this route, e.g. './HomePage'. */
  exposed: string;
  /**
   * The page shows a visitor's own book or order (the child's details and photo, addresses): session
   * replay masks it and it is never indexed.
   */
  personal?: true;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', remote: 'mf_catalogue', exposed: './HomePage' },
  { path: '/provide-book-details', remote: 'mf_creation', exposed: './BookDetailsPage', personal: true },
  { path: '/upload-book-photo', remote: 'mf_creation', exposed: './UploadPhotoPage', personal: true },
  { path: '/preview-book', remote: 'mf_creation', exposed: './PreviewBookPage', personal: true },
  { path: '/initiate-order', remote: 'mf_ordering', exposed: './PricingContactPage', personal: true },
  { path: '/place-order', remote: 'mf_ordering', exposed: './PlaceOrderPage', personal: true },
  { path: '/checkout', remote: 'mf_ordering', exposed: './CheckoutPage', personal: true },
  { path: '/payment-confirmation', remote: 'mf_ordering', exposed: './PaymentConfirmationPage', personal: true },
  { path: '/order-status', remote: 'mf_ordering', exposed: './OrderStatusPage', personal: true },
  { path: '/flipbook-catalogue', remote: 'mf_content', exposed: './FlipbookCataloguePage' },
  { path: '/flipbook', remote: 'mf_content', exposed: './FlipbookPage' },
  { path: '/about', remote: 'mf_content', exposed: './AboutPage' },
  { path: '/faq', remote: 'mf_content', exposed: './FaqPage' },
  { path: '/contact', remote: 'mf_content', exposed: './ContactPage' },
  { path: '/privacy', remote: 'mf_content', exposed: './PrivacyPage' },
  { path: '/terms', remote: 'mf_content', exposed: './TermsPage' },
  { path: '/refund', remote: 'mf_content', exposed: './RefundPage' },
  { path: '/policies/cookie-policy', remote: 'mf_content', exposed: './CookiePolicyPage' },
  { path: '/shipping-and-delivery-policy', remote: 'mf_content', exposed: './ShippingPolicyPage' },
];

/** Modules a remote exposes for other remotes rather than for a route. */
export const SHARED_EXPOSES: readonly { remote: RemoteName; exposed: string }[] = [{ remote: 'mf_content', exposed: './FaqSection' }];

/** Never handled by the single-page app: the server proxies it to the image-generation server. */
export const FULL_PAGE_PREFIX = '/comfyui/';

export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_ROUTES.find((route) => route.path === path);
}

/** Everything a remote must expose for the shell's routes (used by release checks). */
export function requiredExposes(remote: RemoteName): string[] {
  return [...APP_ROUTES, ...SHARED_EXPOSES].filter((r) => r.remote === remote).map((r) => r.exposed);
}

/**
 * The query parameters a page reads when it is drawn (the catalogue's filters, the book a flipbook
 * shows, the language): a page is its path and these. Anything else in an address (a campaign's tags,
 * a random string) changes nothing drawn, so the server draws and keeps the page without it.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = ['gender', 'lang', 'productId', 'requestUuid'];

/** The page an address shows: its path and the parameters pages read, in one order (the first value of each). */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
