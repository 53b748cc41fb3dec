import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import {
  BookDetailsPage,
  CARDS,
  CheckoutPage,
  ConfirmationPage,
  FlipbookCataloguePage,
  FlipbookPage,
  HomePage,
  MEERA,
  PlaceOrderPage,
  PreviewBookPage,
  PricingPage,
  UploadPhotoPage,
} from '../support/pages';
import { childPhotoJpeg, groupPhotoJpeg } from '../support/photos';
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

test("a family photo: the parent taps the child's face, and the hero is drawn from that child alone", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const details = new BookDetailsPage(page);
  await details.openOnPhone('/');
  await new HomePage(page).productCards.first().getByRole('button', { name: 'Personalize This Story' }).tap();
  await details.enter({ firstName: 'Ira', gender: 'Girl', birthMonth: 'July' });
  await details.continue();
  const upload = new UploadPhotoPage(page);
  await upload.upload(groupPhotoJpeg(), 'family.jpg');
  await expect(upload.whichFace('Ira')).toBeVisible({ timeout: 30_000 });
  await expect(upload.whichFace('Ira').getByRole('button')).toHaveCount(3);
  await upload.fitsTheScreen();
  const ring = await upload.face(2, 3).boundingBox();
  expect(Math.min(ring!.width, ring!.height)).toBeGreaterThanOrEqual(44);
  await upload.face(2, 3).tap();
  await expect(upload.skinTones.getByRole('radio', { checked: true })).toHaveCount(1, { timeout: 30_000 });
  await expect(upload.drawnHead).toBeVisible();
  await expect(upload.whichFace('Ira')).toHaveCount(0);
  // Beside the drawn hero: the chosen child's part of the photo, taller than wide as a portrait is.
  const shown = await page.locator('img[src^="blob:"]').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(shown[1]).toBeGreaterThan(shown[0]);
  await upload.fitsTheScreen();
  expect(errors).toEqual([]);
});

test('checkout and the confirmation fit a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
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

  const checkout = new CheckoutPage(page);
  await checkout.fillDelivery(MEERA);
  await checkout.payWith(CARDS.pays);
  const confirmation = new ConfirmationPage(page);
  await expect(confirmation.heading).toHaveText('Payment Successful!', { timeout: 15_000 });
  await confirmation.fitsTheScreen();
  // Each fact is read beside its label: no value squeezed into a column a few letters wide.
  const narrowestValue = await page
    .locator('main dl dd')
    .evaluateAll((values) =>
      Math.min(...values.map((value) => value.getBoundingClientRect().width / value.closest('dl')!.getBoundingClientRect().width)),
    );
  expect(narrowestValue).toBeGreaterThan(0.4);
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
  // The controls keep to one line each: a word wrapped under its arrow read as two buttons.
  for (const control of [flipbook.previous, flipbook.counter, flipbook.next]) {
    const lines = await control.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
  await flipbook.next.tap();
  await expect(flipbook.counter).toHaveText(/^Page 2 of \d+$/);
});

test('the hero is confirmed, and a page read, on a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const details = new BookDetailsPage(page);
  await details.openOnPhone('/');
  await new HomePage(page).productCard('The Brave Little Explorer').getByRole('button', { name: 'Personalize This Story' }).tap();
  await details.enter({ firstName: 'Ira', gender: 'Girl', birthMonth: 'July' });
  await details.continue();
  const upload = new UploadPhotoPage(page);
  await upload.upload(await childPhotoJpeg(), 'ira.jpg');
  await expect(page.getByRole('heading', { name: 'Is this Ira?' })).toBeVisible({ timeout: 30_000 });
  await expect(upload.drawnHead).toBeVisible();
  // Drawn by the shop's own generator: the photo goes once Ira is drawn, and the parent is told so here.
  await expect(page.getByText(/We delete the photo as soon as Ira is drawn\.$/)).toBeVisible();
  await upload.fitsTheScreen();
  // Chosen by keyboard: the arrow keys move within a group of choices, and the hero is drawn again.
  const proposed = await upload.drawnHead.getAttribute('alt');
  await page.getByRole('group', { name: 'Hair worn' }).getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(upload.drawnHead).not.toHaveAttribute('alt', proposed!);
  await upload.generatePreview.tap();

  const preview = new PreviewBookPage(page);
  const card = preview.pageCard(1);
  const picture = card.getByRole('img').first();
  await expect(picture).toBeVisible({ timeout: 30_000 });
  // The picture without its words, and the words as text a phone can read.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-alone\.webp$/);
  const words = card.getByText(/Ira/).last();
  await expect(words).toBeVisible();
  expect(Number.parseFloat(await words.evaluate((node) => getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(14);
  await preview.fitsTheScreen();
  await picture.tap();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).tap();
  await expect(viewer).toBeHidden();
  expect(errors).toEqual([]);
});
