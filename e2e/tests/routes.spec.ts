import { expect, test } from '@playwright/test';
import { APP_ROUTES, REMOTES } from 'shared-contracts/routes';
import { collectConsoleErrors } from '../support/consoleErrors';

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
  for (const route of APP_ROUTES) {
    test(`${route.path} comes from ${route.remote}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const fromRemote = page.waitForResponse((response) =>
        response.url().includes(`/remotes/${REMOTES[route.remote].folder}/__federation_expose_`),
      );
      await page.goto(route.path);
      await fromRemote;
      const shown = WITHOUT_DRAFT[route.path] ?? route.path;
      await expect(page).toHaveURL(new RegExp(`${shown}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[shown]);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Hero Tales home' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('only the remote that owns the route is loaded', async ({ page }) => {
    const remotesFetched = new Set<string>();
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match) remotesFetched.add(match[1]);
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    expect([...remotesFetched]).toEqual(['mf-content']);
  });

  test('navigating between remotes scrolls to the top and records page views with the query', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 300 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sample Books' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sample Books' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Our Flipbook Collection');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveTitle('Frequently Asked Questions | Hero Tales');
    const views = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string; page_path?: string }[] }).dataLayer
        .filter((e) => e.event === 'page_view')
        .map((e) => e.page_path),
    );
    expect(views).toEqual(['/about', '/flipbook-catalogue', '/faq']);
  });

  test('sets the page metadata of the route', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Hero Tales');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const structured = JSON.parse((await page.locator('#website-structured-data').textContent()) ?? '{}');
    expect(structured.potentialAction['@type']).toBe('SearchAction');
  });

  test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('/comfyui/* leaves the app for a full-page load of that address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Child, The Hero');
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
    const statuses = await page.evaluate(async () => {
      const without = await fetch('/api/anything', { method: 'POST' });
      const { csrf_token } = await (await fetch(`/api/csrf-token?_=${Date.now()}`)).json();
      const withToken = await fetch('/api/anything', { method: 'POST', headers: { 'X-CSRF-Token': csrf_token } });
      return [without.status, (await without.json()).detail, withToken.status];
    });
    expect(statuses).toEqual([403, 'CSRF token missing or invalid', 404]);
  });
});
