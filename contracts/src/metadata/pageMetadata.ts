import { SITE } from '../constants.js';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGE_PARAM, LANGUAGES, type Language } from '../i18n/languages.js';
import { findRoute, type AppRoute } from '../routes.js';

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

const DEFAULT_KEYWORDS = 'personalized storybook, custom children book, child as hero, personalised gift India';

/**
 * A page's metadata in a language, from the words its route declares (English when the language has
 * none); an unknown address gets the home page's. A page that shows a visitor's own book or order
 * is never indexed.
 */
export function metadataForPath(routes: readonly AppRoute[], pathname: string, language: Language = DEFAULT_LANGUAGE): PageMetadata {
  const route = findRoute(routes, pathname);
  const shown = route ?? findRoute(routes, '/');
  const words = shown ? (shown.metadata[language] ?? shown.metadata.en) : { title: SITE.name, description: SITE.name };
  return {
    ...words,
    ...(shown?.type ? { type: shown.type } : {}),
    canonicalPath: pathname,
    noIndex: Boolean(shown?.noIndex || route?.personal),
    language,
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
