import { expect, test } from '@playwright/test';
import { Shop } from '../support/pages';
import { untilInteractive } from '../support/interactive';

const storedConsent = (shop: Shop) => shop.storedValue('cookie_consent');

test.describe('cookie consent', () => {
  test('Accept All is remembered across reloads', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open('/', { cookies: 'leave' });
    await expect(shop.cookieBanner).toBeVisible();
    await shop.cookieBanner.getByRole('button', { name: 'Accept All' }).click();
    await expect(shop.cookieBanner).toBeHidden();
    expect(await storedConsent(shop)).toMatchObject({ analytics: true, advertising: true, functional: true });
    await page.reload();
    await untilInteractive(page);
    await expect(shop.heading).toBeVisible();
    await expect(shop.cookieBanner).toBeHidden();
  });

  test('saved preferences persist and are shown again in the dialog', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open('/faq', { cookies: 'leave' });
    await shop.cookieBanner.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = shop.cookiePreferences;
    await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await dialog.getByRole('switch', { name: 'Advertising' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await untilInteractive(page);
    await expect(shop.heading).toBeVisible();
    await expect(shop.cookieBanner).toBeHidden();
    expect(await storedConsent(shop)).toMatchObject({ analytics: false, advertising: true, functional: false });
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  test('Reject All is remembered', async ({ page }) => {
    const shop = new Shop(page);
    await shop.open('/about');
    await page.reload();
    await untilInteractive(page);
    await expect(shop.heading).toHaveText('About Us');
    await expect(shop.cookieBanner).toBeHidden();
    expect(await storedConsent(shop)).toMatchObject({ analytics: false, advertising: false, functional: false });
  });

  test('no banner for a visitor in India, decided by the server from the country it was told', async ({ page, baseURL }) => {
    // The country a CDN in front of the shop names (GEO_COUNTRY_HEADER in the test server's settings).
    const india = { 'x-visitor-country': 'IN' };
    const html = await (await fetch(`${baseURL}/`, { headers: india })).text();
    expect(html).not.toContain('aria-label="Cookie consent"');
    let lookups = 0;
    await page.route('**/api/geo', (route) => {
      lookups += 1;
      return route.fulfill({ json: { country: 'IN' } });
    });
    await page.setExtraHTTPHeaders(india);
    const shop = new Shop(page);
    await shop.open('/', { cookies: 'leave' });
    await expect(shop.heading).toBeVisible();
    await expect(shop.cookieBanner).toBeHidden();
    expect(lookups).toBe(0);
  });

  test('the banner is shown when the country lookup fails', async ({ page }) => {
    await page.route('**/api/geo', (route) => route.abort('failed'));
    const shop = new Shop(page);
    await shop.open('/', { cookies: 'leave' });
    await expect(shop.cookieBanner.getByRole('button', { name: 'Accept All' })).toBeVisible();
  });
});
