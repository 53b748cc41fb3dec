import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { BookDetailsPage, CARDS, HomePage, PreviewBookPage, UploadPhotoPage } from '../support/pages';
import { childPhotoJpeg, landscapeJpeg } from '../support/photos';
import { words } from '../support/words';

/** Home -> Personalize This Story -> child details, as a visitor does it. */
async function startStory(page: Page) {
  const home = new HomePage(page);
  await home.open('/');
  await home.productCard('The Brave Little Explorer').getByRole('button', { name: 'Personalize This Story' }).click();
  await expect(page).toHaveURL(/\/provide-book-details$/);
  const details = new BookDetailsPage(page);
  await expect(details.heading).toHaveText('Provide details for your personalized story book');
  await details.enter({ firstName: 'Kabir', gender: 'Boy', birthMonth: 'April' });
  await expect(page.getByText('5/16 characters')).toBeVisible();
  await expect(details.age).toHaveValue('6');
  await details.continue();
  await expect(page).toHaveURL(/\/upload-book-photo$/);
  return new UploadPhotoPage(page);
}

test.describe('creation journey, real server and engine', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('from the home page to the order, with the deposit paid on the way', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = collectConsoleErrors(page);
      const upload = await startStory(page);

      // The photo can be chosen only once a parent or guardian has agreed to how it is used.
      await expect(upload.photo).toBeDisabled();
      await upload.upload(await childPhotoJpeg(), 'kabir.jpg');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /Great|clear|good/i })
          .or(page.getByRole('alert')),
      ).toBeVisible({ timeout: 20_000 });
      await expect(upload.skinTones.getByRole('radio', { checked: true })).toHaveCount(1);
      // "Is this Kabir?": the hero drawn from the photo, drawn again at once for every change.
      await expect(page.getByRole('heading', { name: 'Is this Kabir?' })).toBeVisible();
      const proposed = await upload.drawnHead.getAttribute('src');
      await upload.chooseForHero('glasses', 'round');
      await expect(upload.drawnHead).not.toHaveAttribute('src', proposed!);
      await expect(upload.drawnHead).toHaveAttribute('alt', /Glasses: Round/);
      await upload.generatePreview.click();

      await expect(page).toHaveURL(/\/preview-book$/);
      const preview = new PreviewBookPage(page);
      await expect(page.getByText('Preparing your book preview...')).toBeVisible();
      await preview.chooseSecondPictures([1, 2]);
      // Their own cover, drawn with the hero they confirmed, at the top of the preview: drawn in the same queue as
      // the pages, after the first ones, so it gets a page's time (it missed 5 s beside another journey on 2026-11-30).
      await expect(page.getByRole('img', { name: 'The cover of The Brave Little Explorer, starring Kabir' })).toBeVisible({
        timeout: 30_000,
      });
      await preview.loadMore.click();

      // With the free pages made and each one's picture chosen, the deposit is asked for, said to be
      // counted towards the book; only its own buttons close the dialog.
      const { deposit } = preview;
      await expect(deposit.upcoming).toBeVisible({ timeout: 30_000 });
      await preview.chooseSecondPictures([3, 4]);
      await expect(deposit.dialog).toBeVisible();
      await expect(deposit.dialog).toContainText(words('en')('deposit.counted'));
      await deposit.tryToDismiss();
      await expect(deposit.dialog).toBeVisible();
      await deposit.goBack.click();
      await expect(deposit.dialog).toBeHidden();
      await expect(preview.loadMore).toBeDisabled();
      await deposit.restore.click();

      await deposit.pay(CARDS.pays);
      await expect(deposit.dialog).toBeHidden({ timeout: 15_000 });
      // The deposit received, the rest of the book draws itself: no more taps on 'Load More Pages'.
      await expect(preview.drawingRest('Kabir')).toBeVisible();
      // Every page of the story is seen and chosen before the order: none is printed unseen.
      await preview.chooseSecondPictures([5, 6, 7, 8, 9, 10, 11, 12]);
      await expect(preview.drawingRest('Kabir')).toBeHidden();
      await expect(deposit.dialog).toBeHidden();

      await expect(preview.selectedProgress).toHaveAttribute('aria-valuenow', '100');
      await expect(preview.loadMore).toHaveCount(0);
      // The whole book as it prints: every story page's words as text.
      const printed = await preview.printedWords(12);
      expect(printed[0]).toContain('Kabir');
      for (const text of printed) expect(text.length).toBeGreaterThan(40);
      await preview.saveAndProceed.click();
      await expect(page).toHaveURL(/\/initiate-order$/);
      expect(errors).toEqual([]);
    });
  });

  test('a photo without a face is refused with the advice to choose another', async ({ page }) => {
    const upload = await startStory(page);
    await upload.upload(await landscapeJpeg());
    const alert = page.getByRole('alert').filter({ hasText: 'Please select a different photo that meets the requirements and try again.' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(upload.generatePreview).toBeDisabled();
  });

  test('a declined deposit payment says so and keeps the dialog open', async ({ page }) => {
    test.setTimeout(120_000);
    const upload = await startStory(page);
    await upload.upload(await childPhotoJpeg());
    await upload.generatePreview.click({ timeout: 20_000 });
    const preview = new PreviewBookPage(page);
    await preview.chooseSecondPictures([1, 2]);
    await preview.loadMore.click();
    await preview.chooseSecondPictures([3, 4]);
    await preview.deposit.payDeclined();
    await expect(preview.deposit.dialog.getByRole('alert')).toHaveText('Payment failed. Please try again.');
    await expect(preview.deposit.dialog).toBeVisible();
  });

  test('the quick preview on the home page returns pictures', async ({ page }) => {
    test.setTimeout(60_000);
    const home = new HomePage(page);
    await home.open('/', { cookies: 'leave' });
    await home.reveal('quick_preview');
    const quick = home.quickPreview;
    await quick.photo.setInputFiles({ name: 'kid.jpg', mimeType: 'image/jpeg', buffer: await childPhotoJpeg() });
    await quick.section.getByLabel('Girl').check();
    await expect(quick.generate).toBeDisabled();
    await quick.consent.check();
    await quick.generate.click();
    await expect(quick.generating).toBeDisabled();
    await expect(quick.pictures.getByRole('img')).toBeVisible({ timeout: 20_000 });
    await expect(quick.pictures.getByText(/^1 of \d$/)).toBeVisible();
    await quick.pictures.getByRole('button', { name: 'Previous image' }).click();
    await expect(quick.pictures.getByText(/^(\d) of \1$/)).toBeVisible();

    // From there to the book: the story, gender and age carried; the photo sent once the book's consent is ticked.
    await quick.section.getByRole('button', { name: 'Make this book for your child' }).click();
    await expect(page).toHaveURL(/\/provide-book-details$/);
    const details = new BookDetailsPage(page);
    await expect(page.getByLabel('Girl')).toBeChecked();
    await details.enter({ firstName: 'Ira', gender: 'Girl', birthMonth: 'April' });
    await details.continue();
    const upload = new UploadPhotoPage(page);
    await expect(page.getByText('Your photo from the quick preview is ready', { exact: false })).toBeVisible();
    await upload.consent.check();
    await expect(page.getByRole('heading', { name: 'Is this Ira?' })).toBeVisible({ timeout: 30_000 });
  });
});
