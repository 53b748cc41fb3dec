import { metadataTags, STRUCTURED_DATA_ID, type PageMetadata } from 'contracts/metadata';

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.content = content;
}

function setLink(doc: Document, rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  let element = doc.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = doc.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    doc.head.appendChild(element);
  }
  element.href = href;
}

/** Sets title, description, keywords, canonical and language links, social card tags, robots and structured data. */
export function applyPageMetadata(meta: PageMetadata, origin: string, doc: Document = document): void {
  const { title, tags, canonical, alternates, structuredData } = metadataTags(meta, origin);
  doc.title = title;
  for (const [attribute, key, content] of tags) setMeta(doc, attribute, key, content);
  setLink(doc, 'canonical', canonical);
  for (const [hreflang, href] of alternates) setLink(doc, 'alternate', href, hreflang);
  let structured = doc.getElementById(STRUCTURED_DATA_ID);
  if (!structured) {
    structured = doc.createElement('script');
    structured.id = STRUCTURED_DATA_ID;
    structured.setAttribute('type', 'application/ld+json');
    doc.head.appendChild(structured);
  }
  structured.textContent = JSON.stringify(structuredData);
}
