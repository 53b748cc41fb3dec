import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { BookDetailsPage, FlipbookCataloguePage, FlipbookPage, HomePage, PlaceOrderPage, PricingPage } from '../support/pages';
import { savedBook } from '../support/savedBook';

test.use({ viewport: { width: 360, height: 740 } });

test('home and the child details fit a 360 px phone and work by keyboard', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const home = new HomePage(page);
  await home.openOnPhone('/');
  const firstCard = home.productCards.first();
  await expect(firstCard.getByRole('img')).toBeVisible();
  await home.fitsTheScreen();
  const box = await firstCard.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);

  await firstCard.getByRole('button', { name: 'Personalize This Story' }).focus();
  await page.keyboard.press('Enter');
  const details = new BookDetailsPage(page);
  await expect(details.heading).toHaveText('Provide details for your personalized story book');
  await details.fitsTheScreen();
  await details.firstName.focus();
  await page.keyboard.type('Ira');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Girl')).toBeChecked();
  await page.getByLabel('Month of birth').selectOption('7');
  await page.getByRole('button', { name: 'Continue to Upload Photo' }).focus();
  await page.keyboard.press('Enter');
  await expect(details.heading).toHaveText("Upload your child's photo");
  await details.fitsTheScreen();
  expect(errors).toEqual([]);
});

test('checkout fits a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  const { requestUuid } = await savedBook(page, 'Zoya');
  const pricing = new PricingPage(page);
  await pricing.openOnPhone(`/initiate-order?requestUuid=${requestUuid}`);
  await pricing.fitsTheScreen();
  await pricing.field('Delivery Country').selectOption('IN');
  await page.getByRole('button', { name: 'Show Price' }).tap();
  const options = new PlaceOrderPage(page);
  await expect(options.heading).toHaveText('Select Your Print Option');
  await options.fitsTheScreen();
  const paperback = options.option('Paperback');
  await paperback.getByLabel('Size').selectOption({ index: 1 });
  await paperback.getByRole('button', { name: 'Checkout' }).tap();
  await expect(options.heading).toHaveText('Checkout', { timeout: 5000 });
  await options.fitsTheScreen();
});

test('the flipbooks fit a 360 px phone, one page at a time', async ({ page }) => {
  const catalogue = new FlipbookCataloguePage(page);
  await catalogue.openOnPhone('/flipbook-catalogue');
  await catalogue.fitsTheScreen();
  await catalogue
    .sampleBook(/^Open .* sample book 1$/)
    .first()
    .tap();
  const flipbook = new FlipbookPage(page);
  await expect(flipbook.book.getByRole('img')).toHaveCount(1);
  await expect(flipbook.counter).toHaveText(/^Page 1 of \d+$/);
  await flipbook.fitsTheScreen();
  await flipbook.next.tap();
  await expect(flipbook.counter).toHaveText(/^Page 2 of \d+$/);
});
