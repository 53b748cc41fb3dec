import { SITE } from '../constants.js';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGE_PARAM, LANGUAGES, type Language } from '../i18n/languages.js';
import { findRoute } from '../routes.js';

export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string;
  /** Path of the canonical address, e.g. '/faq'. */
  canonicalPath?: string;
  type?: 'website' | 'article';
  image?: string;
  noIndex?: boolean;
  /** The language the page is in (English when not said). */
  language?: Language;
}

/** A language's titles, descriptions and keywords by route (see hindiPageMetadata), over the English entries. */
export type TranslatedMetadata = Record<string, Pick<PageMetadata, 'title' | 'description' | 'keywords'>>;

const DEFAULT_KEYWORDS = 'personalized storybook, custom children book, child as hero, personalised gift India';

/** Definitions of 001 section 9, by path. */
export const PAGE_METADATA: Record<string, PageMetadata> = {
  '/': {
    title: 'Personalized Storybooks Where Your Child Is the Hero',
    description:
      'Turn one photo of your child into a beautifully illustrated, printed storybook. Preview every page, pick your favourite pictures and get it delivered across India.',
    keywords: DEFAULT_KEYWORDS,
  },
  '/about': {
    title: 'About Us',
    description: 'Hero Tales began in 2024 to make every child the hero of their own printed storybook.',
    keywords: 'about Hero Tales, personalized books company, our story',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Questions about your personalized storybook or order? Write to us: we answer within 24 hours on business days.',
    keywords: 'contact Hero Tales, storybook support, order help',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description: 'Answers about photos, previews, printing, delivery and payments for Hero Tales personalized storybooks.',
    keywords: 'personalized storybook FAQ, photo requirements, delivery time, payment',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: "How Hero Tales protects your family's privacy and your child's photos, which are deleted after your book is made.",
    keywords: 'privacy policy, child photo privacy, data protection',
    type: 'article',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply when you create and order a personalized storybook from Hero Tales.',
    keywords: 'terms of service, terms and conditions',
    type: 'article',
  },
  '/refund': {
    title: 'Refund & Cancellation Policy',
    description: 'When and how you can cancel a Hero Tales order or get a refund.',
    keywords: 'refund policy, cancellation policy, returns',
    type: 'article',
  },
  // The other routes, so no page borrows the home page's title. Pages of a visitor's own book are never indexed (see metadataForPath).
  '/provide-book-details': {
    title: 'Provide details for your personalized story book',
    description: "Tell us your child's first name, gender, age and birth month to start their personalized storybook.",
  },
  '/upload-book-photo': {
    title: "Upload Your Child's Photo",
    description: 'One clear photo of your child makes them the illustrated hero of every page.',
  },
  '/preview-book': {
    title: 'Your Book Preview',
    description: 'See every page of your personalized storybook and pick your favourite picture for each.',
  },
  '/initiate-order': {
    title: "Your Book's Price",
    description: 'Your contact details and the price of your personalized printed storybook.',
  },
  '/place-order': {
    title: 'Choose Your Print Option',
    description: 'Paperback or hardcover, in the size you like: choose how your storybook is printed.',
  },
  '/checkout': {
    title: 'Checkout',
    description: 'Delivery and billing addresses, a coupon, and a secure payment in rupees.',
  },
  '/payment-confirmation': {
    title: 'Payment Confirmation',
    description: 'The confirmation of your storybook order and its payment.',
  },
  '/order-status': {
    title: 'Where is my book?',
    description: 'Where your storybook is on its way: paid, being printed, shipped and delivered.',
  },
  '/flipbook-catalogue': {
    title: 'Explore Our Flipbook Collection',
    description: 'Flip through sample Hero Tales storybooks, page by page, before you personalise your own.',
    keywords: 'sample storybooks, flipbook, personalized book examples',
  },
  '/flipbook': {
    title: 'Your Magical Flipbook',
    description: 'Turn the pages of a Hero Tales storybook.',
    // One address for every book, sample or a family's own: its content depends on the query.
    noIndex: true,
  },
  '/policies/cookie-policy': {
    title: 'Cookie Policy',
    description: 'The cookies and local storage Hero Tales uses, and how you choose which ones.',
    keywords: 'cookie policy, cookies, tracking choices',
    type: 'article',
  },
  '/shipping-and-delivery-policy': {
    title: 'Shipping & Delivery Policy',
    description: 'How and when Hero Tales prints and delivers your storybook across India.',
    keywords: 'shipping policy, delivery time, India delivery',
    type: 'article',
  },
};

/**
 * A route's metadata, in a language when its translation is given; a page that shows a visitor's
 * own book or order is never indexed.
 */
export function metadataForPath(pathname: string, translation?: { language: Language; metadata: TranslatedMetadata }): PageMetadata {
  const known = pathname in PAGE_METADATA ? pathname : '/';
  const meta = { ...PAGE_METADATA[known], ...translation?.metadata[known] };
  return {
    ...meta,
    canonicalPath: pathname,
    noIndex: meta.noIndex || Boolean(findRoute(pathname)?.personal),
    language: translation?.language ?? DEFAULT_LANGUAGE,
  };
}

/** A page's address in a language: English at the plain address, others with `?lang=`. */
export function addressIn(origin: string, path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${origin}${path}` : `${origin}${path}?${LANGUAGE_PARAM}=${language}`;
}

export function fullTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

type MetaTag = [attribute: 'name' | 'property', key: string, content: string];

/** The head's title, meta tags, canonical address and structured data for a page, in one list for the browser and the server. */
export function metadataTags(meta: PageMetadata, origin: string) {
  const title = fullTitle(meta.title);
  const path = meta.canonicalPath ?? '/';
  const language = meta.language ?? DEFAULT_LANGUAGE;
  const url = addressIn(origin, path, language);
  /** The same page in each language, for search engines (hreflang); x-default is the plain address. */
  const alternates: [hreflang: string, href: string][] = [
    ...LANGUAGES.map((code): [string, string] => [code, addressIn(origin, path, code)]),
    ['x-default', `${origin}${path}`],
  ];
  const tags: MetaTag[] = [
    ['name', 'description', meta.description],
    ['name', 'keywords', meta.keywords ?? DEFAULT_KEYWORDS],
    ['name', 'robots', meta.noIndex ? 'noindex, nofollow' : 'index, follow'],
    ['property', 'og:site_name', SITE.name],
    ['property', 'og:title', title],
    ['property', 'og:description', meta.description],
    ['property', 'og:type', meta.type ?? 'website'],
    ['property', 'og:url', url],
    ['property', 'og:locale', INTL_LOCALES[language].replace('-', '_')],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/flipbook-catalogue?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
  return { title, tags, canonical: url, alternates, structuredData };
}

export const STRUCTURED_DATA_ID = 'website-structured-data';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same metadata as HTML for the head of a page drawn on the server. */
export function pageMetadataHtml(meta: PageMetadata, origin: string): string {
  const { title, tags, canonical, alternates, structuredData } = metadataTags(meta, origin);
  const json = JSON.stringify(structuredData).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attribute, key, content]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    `<script id="${STRUCTURED_DATA_ID}" type="application/ld+json">${json}</script>`,
  ].join('');
}
