import { expect, test } from '@playwright/test';

const consent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));

test.describe('cookie consent', () => {
  test('Accept All is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    expect(await consent(page)).toMatchObject({ analytics: true, advertising: true, functional: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('saved preferences persist and are shown again in the dialog', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await dialog.getByRole('switch', { name: 'Advertising' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden();
    expect(await consent(page)).toMatchObject({ analytics: false, advertising: true, functional: false });
    await page.getByRole('button', { name: 'Cookie Preferences' }).click();
    await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  test('Reject All is remembered', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('button', { name: 'Reject All' })).toBeHidden();
    expect(await consent(page)).toMatchObject({ analytics: false, advertising: false, functional: false });
  });

  test('no banner for a visitor in India; the country is cached', async ({ page }) => {
    let lookups = 0;
    await page.route('**/api/geo', (route) => {
      lookups += 1;
      return route.fulfill({ json: { country: 'IN' } });
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_country'))).toBe('IN');
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(lookups).toBe(1);
  });

  test('the banner is shown when the country lookup fails', async ({ page }) => {
    await page.route('**/api/geo', (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
  });
});
