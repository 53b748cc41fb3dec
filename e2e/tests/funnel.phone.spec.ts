import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { savedBook } from '../support/savedBook';

test.use({ viewport: { width: 360, height: 740 } });

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('home and the child details fit a 360 px phone and work by keyboard', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject All' }).tap();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('img')).toBeVisible();
  await fitsTheScreen(page);
  const box = await firstCard.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);

  await firstCard.getByRole('button', { name: 'Personalize This Story' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provide details for your personalized story book');
  await fitsTheScreen(page);
  await page.getByLabel('First name of child').focus();
  await page.keyboard.type('Ira');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Girl')).toBeChecked();
  await page.getByLabel('Month of birth').selectOption('7');
  await page.getByRole('button', { name: 'Continue to Upload Photo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Upload your child's photo");
  await fitsTheScreen(page);
  expect(errors).toEqual([]);
});

test('checkout fits a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  const requestUuid = await savedBook(page, 'Zoya');
  await page.goto(`/initiate-order?requestUuid=${requestUuid}`);
  await page.getByRole('button', { name: 'Reject All' }).tap();
  await fitsTheScreen(page);
  await page.getByLabel('Delivery Country').selectOption('IN');
  await page.getByRole('button', { name: 'Show Price' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Select Your Print Option');
  await fitsTheScreen(page);
  const paperback = page.getByRole('article', { name: 'Paperback' });
  await paperback.getByLabel('Size').selectOption({ index: 1 });
  await paperback.getByRole('button', { name: 'Checkout' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout', { timeout: 5000 });
  await fitsTheScreen(page);
});

test('the flipbooks fit a 360 px phone, one page at a time', async ({ page }) => {
  await page.goto('/flipbook-catalogue');
  await page.getByRole('button', { name: 'Reject All' }).tap();
  await fitsTheScreen(page);
  await page
    .getByRole('button', { name: /^Open .* sample book 1$/ })
    .first()
    .tap();
  const book = page.getByRole('region', { name: /Flipbook/ });
  await expect(book.getByRole('img')).toHaveCount(1);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await fitsTheScreen(page);
  await page.getByRole('button', { name: 'Next page' }).tap();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
});
