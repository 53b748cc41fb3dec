import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from 'contracts/constants';
import { collectConsoleErrors } from '../support/consoleErrors';
import { BookDetailsPage, CARDS, ConfirmationPage, HomePage, PreviewBookPage, UploadPhotoPage } from '../support/pages';
import { childPhotoJpeg, groupPhotoJpeg } from '../support/photos';
import { isPrinted, printedText } from '../support/printedBook';
import { paidAndSaved } from '../support/savedBook';
import { StorefrontApi } from '../support/storefrontApi';
import { toCheckout } from '../support/toCheckout';
import { words } from '../support/words';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, Nani from a photo and a dog join the hero: drawn, named in the words and the title, and printed', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  const home = new HomePage(page);
  await home.open('/');
  await home.personalize('The Brave Little Explorer');
  const details = new BookDetailsPage(page);
  await details.enter({ firstName: 'Ira', gender: 'Girl', birthMonth: 'April' });
  await details.continue();
  const upload = new UploadPhotoPage(page);
  await upload.upload(await childPhotoJpeg());
  await expect(upload.drawnHead).toBeVisible({ timeout: 30_000 });

  // Nani from a family photo: its use agreed to first, then her face tapped among the others.
  const nani = await upload.addCompanion('person', 'nani');
  await expect(nani.getByLabel('Name in the story')).toHaveValue('Nani');
  const drawn = nani.getByRole('img', { name: 'Nani as drawn in the book' });
  const before = await drawn.getAttribute('src');
  const photo = nani.getByLabel('Choose a photo of Nani');
  await expect(photo).toBeDisabled();
  await nani.getByRole('checkbox', { name: words('en')('consent.companion') }).check();
  await photo.setInputFiles({ name: 'family.jpg', mimeType: 'image/jpeg', buffer: groupPhotoJpeg() });
  await expect(nani.getByRole('heading', { name: 'Which one is Nani?' })).toBeVisible({ timeout: 30_000 });
  await nani.getByRole('button', { name: /^Face 1 of/ }).tap();
  await expect(
    nani.getByText('We drew them from this photo: change anything that is not right. The photo itself was not kept.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(drawn).not.toHaveAttribute('src', before!);

  const dog = await upload.addCompanion('pet', 'dog');
  await expect(upload.confirmHero('Ira')).toBeDisabled();
  await dog.getByLabel('Name in the story').fill('Bruno');
  await expect(page.getByText('The book has room for two beside the hero.')).toBeVisible();
  await upload.fitsTheScreen();
  await upload.confirmHero('Ira').tap();

  const preview = new PreviewBookPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Brave Little Explorer, starring Ira, with Nani and Bruno');
  await expect(preview.pageCard(1).getByRole('img').first()).toBeVisible({ timeout: 60_000 });
  await expect(preview.pageCard(1)).toContainText('And today, Nani and Bruno are coming along too!');
  await expect(preview.pageCard(2)).toContainText('Nani and Bruno hurried along right beside her.');

  // Paid for and printed: the family is in the print file's words, and named on its About page.
  const { requestUuid } = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), STORAGE_KEYS.orderDraft);
  await paidAndSaved(page, new StorefrontApi(page), requestUuid);
  const checkout = await toCheckout(page, requestUuid, { cookies: 'leave' });
  await checkout.fillDelivery();
  await checkout.payWith(CARDS.pays);
  await expect(new ConfirmationPage(page).heading).toHaveText('Payment Successful!', { timeout: 15_000 });
  await expect.poll(() => isPrinted(requestUuid), { timeout: 90_000 }).toBe(true);
  const inside = printedText(requestUuid).join('\n').replace(/\s+/g, ' ');
  expect(inside).toContain('And today, Nani and Bruno are coming along too!');
  expect(inside).toContain('Nani and Bruno hurried along right beside her.');
  expect(inside).toContain('Along on every adventure: Nani and Bruno.');
  expect(errors).toEqual([]);
});
