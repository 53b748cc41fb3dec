import { expect, test } from '@playwright/test';

test('the shell fits a phone and its menu opens by touch', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await nav.getByRole('link', { name: 'Contact' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(nav).toBeHidden();
});
