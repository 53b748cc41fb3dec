import { expect, test } from '@playwright/test';
import { REMOTES } from 'contracts/routes';
import { collectConsoleErrors } from '../support/consoleErrors';
import { Shop } from '../support/pages';
import { SHOP_ROUTES } from '../support/shopRoutes';
import { untilInteractive } from '../support/interactive';

/** The heading each screen shows, by route. */
const HEADINGS: Record<string, string> = {
  '/': 'Your Child, The Hero',
  '/provide-book-details': 'Provide details for your personalized story book',
  '/upload-book-photo': "Upload your child's photo",
  '/preview-book': 'Your book preview',
  '/initiate-order': "Almost there! Let's get your book's price",
  '/place-order': 'Select Your Print Option',
  '/checkout': 'Checkout',
  // Opened without a payment to confirm, the confirmation page shows its error view.
  '/payment-confirmation': 'Error',
  // Opened without a book, the order page says there is none to show.
  '/order-status': 'Where is my book?',
  '/flipbook-catalogue': 'Explore Our Flipbook Collection',
  '/flipbook': 'Your Magical Flipbook',
  '/about': 'About Us',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/refund': 'Refund & Cancellation Policy',
  '/policies/cookie-policy': 'Cookie Policy',
  '/shipping-and-delivery-policy': 'Shipping & Delivery Policy',
};

/** Creation steps need the earlier steps' answers: without them the visitor is sent back to choose a story. */
const WITHOUT_DRAFT: Record<string, string> = { '/provide-book-details': '/', '/upload-book-photo': '/' };

test.describe('every route renders inside the shell', () => {
  for (const route of SHOP_ROUTES) {
    test(`${route.path} comes from ${route.remote}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const fromRemote = page.waitForResponse((response) =>
        response.url().includes(`/remotes/${REMOTES[route.remote].folder}/__federation_expose_`),
      );
      const shop = new Shop(page);
      await shop.open(route.path, { cookies: 'leave' });
      await fromRemote;
      const shown = WITHOUT_DRAFT[route.path] ?? route.path;
      await expect(page).toHaveURL(new RegExp(`${shown}$`));
      await expect(shop.heading).toHaveText(HEADINGS[shown]);
      await expect(shop.header.getByRole('link', { name: 'Hero Tales home' })).toBeVisible();
      await expect(shop.footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
      // The title the browser shows is the one the server sends on a reload: one source, the remote's manifest.
      const title = await page.title();
      expect(title).toMatch(/ \| Hero Tales$/);
      await page.reload();
      await untilInteractive(page);
      await expect(shop.heading).toHaveText(HEADINGS[shown]);
      await expect(page).toHaveTitle(title);
      expect(errors).toEqual([]);
    });
  }

  test('only the remote that owns the route is loaded', async ({ page }) => {
    const remotesFetched = new Set<string>();
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match) remotesFetched.add(match[1]);
    });
    const shop = new Shop(page);
    await shop.open('/faq', { cookies: 'leave' });
    await expect(shop.heading).toHaveText('Frequently Asked Questions');
    expect([...remotesFetched]).toEqual(['mf-content']);
  });

  test('navigating between remotes scrolls to the top and records page views with the query', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 300 });
    const shop = new Shop(page);
    await shop.open('/about', { cookies: 'leave' });
    await expect(shop.heading).toHaveText('About Us');
    const sampleBooks = shop.footer.getByRole('link', { name: 'Sample Books' });
    await sampleBooks.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await sampleBooks.click();
    await expect(shop.heading).toHaveText('Explore Our Flipbook Collection');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shop.header.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveTitle('Frequently Asked Questions | Hero Tales');
    const views = await shop.dataLayerEvents<{ page_path: string }>('page_view');
    expect(views.map((view) => view.page_path)).toEqual(['/about', '/flipbook-catalogue', '/faq']);
  });

  test('sets the page metadata of the route', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open('/privacy', { cookies: 'leave' });
    await expect(page).toHaveTitle('Privacy Policy | Hero Tales');
    const metadata = await shop.metadata();
    expect(metadata).toMatchObject({ ogType: 'article', robots: 'index, follow', canonical: expect.stringMatching(/\/privacy$/) });
    expect(metadata.structuredData).toMatchObject({ potentialAction: { '@type': 'SearchAction' } });
  });

  test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    await untilInteractive(page);
    expect(response?.status()).toBe(404);
    const shop = new Shop(page);
    await expect(shop.heading).toHaveText('Page not found');
    await expect(shop.header).toBeVisible();
  });

  test('/comfyui/* leaves the app for a full-page load of that address', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open('/', { cookies: 'leave' });
    await expect(shop.heading).toHaveText('Your Child, The Hero');
    const fullLoad = page.waitForResponse((response) => response.url().endsWith('/comfyui/view?filename=a.png'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/comfyui/view?filename=a.png');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const response = await fullLoad;
    // Only staff may open it: anyone else is told it does not exist.
    expect(response.status()).toBe(404);
    expect(response.request().isNavigationRequest()).toBe(true);
  });

  test('changing calls need the anti-forgery token of the visitor session', async ({ page }) => {
    await page.goto('/');
    await untilInteractive(page);
    const statuses = await page.evaluate(async () => {
      const without = await fetch('/api/anything', { method: 'POST' });
      const { csrf_token } = await (await fetch(`/api/csrf-token?_=${Date.now()}`)).json();
      const withToken = await fetch('/api/anything', { method: 'POST', headers: { 'X-CSRF-Token': csrf_token } });
      return [without.status, (await without.json()).detail, withToken.status];
    });
    expect(statuses).toEqual([403, 'CSRF token missing or invalid', 404]);
  });
});
