import { SHOP_ROUTES } from '../testing/shopRoutes';
import { applyPageMetadata } from './applyPageMetadata';
import { metadataForPath, pageMetadataHtml } from 'contracts/metadata';

describe('page metadata', () => {
  it('gives every route a title of its own in each language, none borrowing the home page', () => {
    for (const language of ['en', 'hi'] as const) {
      const titles = SHOP_ROUTES.map((route) => metadataForPath(SHOP_ROUTES, route.path, language).title);
      expect(new Set(titles).size).toBe(SHOP_ROUTES.length);
    }
    expect(SHOP_ROUTES.filter((route) => !route.metadata.hi).map((route) => route.path)).toEqual([]);
  });

  it("keeps search engines off the pages of a visitor's own book and order, and lets them index the shop", () => {
    const robots = (path: string) => {
      applyPageMetadata(metadataForPath(SHOP_ROUTES, path), 'https://herotales.in');
      return document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    };
    for (const path of ['/checkout', '/payment-confirmation', '/preview-book', '/provide-book-details', '/flipbook']) {
      expect({ path, robots: robots(path) }).toEqual({ path, robots: 'noindex, nofollow' });
    }
    expect(robots('/')).toBe('index, follow');
    expect(robots('/faq')).toBe('index, follow');
    expect(document.title).toBe('Frequently Asked Questions | Hero Tales');
  });

  it('words a page in the language asked for, and an unknown address as the home page', () => {
    expect(metadataForPath(SHOP_ROUTES, '/faq', 'hi')).toMatchObject({ title: 'अक्सर पूछे जाने वाले प्रश्न', language: 'hi' });
    expect(metadataForPath(SHOP_ROUTES, '/no-such-page')).toMatchObject({
      title: 'Personalized Storybooks Where Your Child Is the Hero',
      canonicalPath: '/no-such-page',
    });
    expect(metadataForPath(SHOP_ROUTES, '/refund').type).toBe('article');
  });

  it("writes the same head on the server as the browser sets, so a page's first view already has its title and card", () => {
    const meta = metadataForPath(SHOP_ROUTES, '/refund');
    document.head.innerHTML = '';
    applyPageMetadata(meta, 'https://herotales.in');
    const inBrowser = document.head.innerHTML;
    document.head.innerHTML = pageMetadataHtml(meta, 'https://herotales.in');
    const fromServer = document.head.innerHTML;
    // The browser's title lives in the document, not as an element, until it is written into the head.
    expect(fromServer.replace(/<title>[^<]*<\/title>/, '')).toBe(inBrowser.replace(/<title>[^<]*<\/title>/, ''));
    expect(document.title).toBe('Refund & Cancellation Policy | Hero Tales');
  });
});
