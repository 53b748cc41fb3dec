import { expect, test } from '@playwright/test';
import { HomePage, Shop } from '../support/pages';
import { words } from '../support/words';

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

for (const language of ['en', 'hi'] as const) {
  test.describe(`the home page's first screen on a 390 x 844 phone (${language})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: language === 'hi' ? 'hi-IN' : 'en-IN' });

    test('shows a book the shop drew, its price, when it arrives and both calls to action above the cookie banner', async ({ page }) => {
      const home = new HomePage(page, language);
      const say = words(language);
      await home.open('/', { cookies: 'leave' });
      const screen = { top: 0, bottom: 844 };
      const banner = (await home.cookieBanner.boundingBox())!;
      // The banner keeps to the foot: at most 30 % of the screen.
      expect(banner.height).toBeLessThanOrEqual(0.3 * screen.bottom);
      const hero = page.locator('#hero');
      const book = hero.getByRole('img', { name: new RegExp(say('hero.bookAlt', { story: '.+' })) });
      await expect(book).toBeVisible();
      expect(await book.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // The lowest price the shop charges, and the delivery promise.
      await expect(hero.getByText(say('hero.priceFrom', { price: '₹999.00' }))).toBeVisible();
      await expect(hero.getByText(say('hero.delivery'))).toBeVisible();
      for (const shown of [book, hero.getByText(say('hero.priceFrom', { price: '₹999.00' }))]) {
        const box = (await shown.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
      }
      // Both calls to action on the first screen, neither under the banner.
      for (const name of [say('hero.browse'), say('hero.quickPreview')]) {
        const box = (await hero.getByRole('button', { name }).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(screen.top);
        expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
      }
      await page.screenshot({ path: test.info().outputPath(`home-first-screen-${language}.png`) });
    });
  });
}
