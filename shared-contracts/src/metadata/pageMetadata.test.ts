import { APP_ROUTES } from '../routes';
import { applyPageMetadata } from './applyPageMetadata';
import { metadataForPath, PAGE_METADATA, pageMetadataHtml } from './pageMetadata';

describe('page metadata', () => {
  it('gives every route a title of its own, none borrowing the home page', () => {
    const titles = APP_ROUTES.map((route) => metadataForPath(route.path).title);
    expect(APP_ROUTES.filter((route) => !PAGE_METADATA[route.path]).map((route) => route.path)).toEqual([]);
    expect(new Set(titles).size).toBe(APP_ROUTES.length);
  });

  it("keeps search engines off the pages of a visitor's own book and order, and lets them index the shop", () => {
    const robots = (path: string) => {
      applyPageMetadata(metadataForPath(path), 'https://herotales.in');
      return document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    };
    for (const path of ['/checkout', '/payment-confirmation', '/preview-book', '/provide-book-details', '/flipbook']) {
      expect({ path, robots: robots(path) }).toEqual({ path, robots: 'noindex, nofollow' });
    }
    expect(robots('/')).toBe('index, follow');
    expect(robots('/faq')).toBe('index, follow');
    expect(document.title).toBe('Frequently Asked Questions | Hero Tales');
  });

  it("writes the same head on the server as the browser sets, so a page's first view already has its title and card", () => {
    const meta = metadataForPath('/refund');
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
