import { expect, test } from '@playwright/test';
import { Shop } from '../support/pages';

test('the shell fits a phone and its menu opens by touch', async ({ page }) => {
  const shop = new Shop(page);
  await shop.open('/', { cookies: 'leave' });
  await expect(shop.heading).toBeVisible();
  await shop.fitsTheScreen();
  const nav = shop.header.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await shop.header.getByRole('button', { name: 'Menu' }).tap();
  await nav.getByRole('link', { name: 'Contact' }).tap();
  await expect(shop.heading).toHaveText('Contact Us');
  await expect(nav).toBeHidden();
});
