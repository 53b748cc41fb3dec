import { APP_ROUTES } from '../routes';
import { applyPageMetadata, metadataForPath, PAGE_METADATA } from './pageMetadata';

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
});
