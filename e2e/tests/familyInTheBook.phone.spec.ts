import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { BookDetailsPage, HomePage, PreviewBookPage, UploadPhotoPage } from '../support/pages';
import { childPhotoJpeg } from '../support/photos';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, Nani and a dog join the hero: drawn beside her and named in the words and the title', async ({ page }) => {
  test.setTimeout(120_000);
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

  const nani = await upload.addCompanion('person', 'nani');
  await expect(nani.getByLabel('Name in the story')).toHaveValue('Nani');
  const drawn = nani.getByRole('img', { name: 'Nani as drawn in the book' });
  const before = await drawn.getAttribute('src');
  await nani.getByRole('group', { name: 'Hair colour' }).getByText('White', { exact: true }).tap();
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
  expect(errors).toEqual([]);
});
