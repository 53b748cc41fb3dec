import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { childPhotoJpeg, landscapeJpeg } from '../support/photos';

/** Home -> Personalize This Story -> child details, as a visitor does it. */
async function startStory(page: Page) {
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject All' }).click();
  await page.getByRole('article', { name: 'The Brave Little Explorer' }).getByRole('button', { name: 'Personalize This Story' }).click();
  await expect(page).toHaveURL(/\/provide-book-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provide details for your personalized story book');
  await page.getByLabel('First name of child').fill('Kabir');
  await expect(page.getByText('5/16 characters')).toBeVisible();
  await page.getByLabel('Boy').check();
  await expect(page.getByLabel('Age')).toHaveValue('6');
  await page.getByLabel('Month of birth').selectOption({ label: 'April' });
  await page.getByRole('button', { name: 'Continue to Upload Photo' }).click();
  await expect(page).toHaveURL(/\/upload-book-photo$/);
}

async function uploadPhoto(page: Page, bytes: Buffer) {
  await page.getByRole('checkbox', { name: /parent or guardian/ }).check();
  await page.getByLabel(/Choose a photo/).setInputFiles({ name: 'kabir.jpg', mimeType: 'image/jpeg', buffer: bytes });
}

function pageCard(page: Page, pageNumber: number) {
  return page.locator(`article[data-page="${pageNumber}"]`);
}

async function selectPages(page: Page, numbers: number[]) {
  for (const n of numbers) {
    const card = pageCard(page, n);
    await expect(card.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Next image' }).click();
    await expect(card.getByText('2 of 3')).toBeVisible();
    await card.getByRole('button', { name: 'Select this picture' }).click();
    await expect(card.getByText('Option 2 selected')).toBeVisible();
  }
}

async function payDeposit(page: Page, card?: string) {
  const modal = page.getByRole('dialog', { name: 'Token Payment Required' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByLabel('Name').fill('Meera Rao');
  await modal.getByLabel('Email').fill('meera@example.com');
  await modal.getByLabel('Phone', { exact: true }).fill('98123 45678');
  await modal.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: /Hero Tales: ₹99\.00/ });
  await expect(checkout).toBeVisible();
  if (card) await checkout.getByLabel('Card number').fill(card);
  await checkout.getByRole('button', { name: 'Pay ₹99.00' }).click();
  return modal;
}

test.describe('creation journey, real server and engine', () => {
  test('from the home page to the order, with the deposit paid on the way', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    await startStory(page);

    // The photo can be chosen only once a parent or guardian has agreed to how it is used.
    await expect(page.getByLabel(/Choose a photo/)).toBeDisabled();
    await uploadPhoto(page, await childPhotoJpeg());
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Great|clear|good/i })
        .or(page.getByRole('alert')),
    ).toBeVisible({ timeout: 20_000 });
    const toneGroup = page.getByRole('group', { name: 'Skin tone for the illustrations' });
    await expect(toneGroup.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Click to generate preview' }).click();

    await expect(page).toHaveURL(/\/preview-book$/);
    await expect(page.getByText('Preparing your book preview...')).toBeVisible();
    await selectPages(page, [1, 2]);

    await page.getByRole('button', { name: 'Load More Pages' }).click();

    // With the free pages made, the deposit is asked for: only its own buttons close the dialog.
    const modal = page.getByRole('dialog', { name: 'Token Payment Required' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Go Back' }).click();
    await expect(modal).toBeHidden();
    await selectPages(page, [3, 4]);
    await expect(page.getByRole('button', { name: 'Load More Pages' })).toBeDisabled();
    await page.getByRole('button', { name: 'Click here to Proceed' }).click();

    await payDeposit(page);
    await expect(modal).toBeHidden({ timeout: 15_000 });
    await selectPages(page, [5, 6]);
    await page.getByRole('button', { name: 'Load More Pages' }).click();
    await selectPages(page, [7, 8]);
    await expect(modal).toBeHidden();

    await expect(page.getByRole('progressbar', { name: 'Pages selected' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: 'Load More Pages' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save All Selected Pages & Proceed' }).click();
    await expect(page).toHaveURL(/\/initiate-order$/);
    expect(errors).toEqual([]);
  });

  test('a photo without a face is refused with the advice to choose another', async ({ page }) => {
    await startStory(page);
    await uploadPhoto(page, await landscapeJpeg());
    const alert = page.getByRole('alert').filter({ hasText: 'Please select a different photo that meets the requirements and try again.' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Click to generate preview' })).toBeDisabled();
  });

  test('a declined deposit payment says so and keeps the dialog open', async ({ page }) => {
    test.setTimeout(120_000);
    await startStory(page);
    await uploadPhoto(page, await childPhotoJpeg());
    await page.getByRole('button', { name: 'Click to generate preview' }).click({ timeout: 20_000 });
    await selectPages(page, [1, 2]);
    await page.getByRole('button', { name: 'Load More Pages' }).click();
    const modal = await payDeposit(page, '4000 0000 0000 0002');
    await expect(modal.getByRole('alert')).toHaveText('Payment failed. Please try again.');
    await expect(modal).toBeVisible();
  });

  test('the quick preview on the home page returns pictures', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page
      .getByLabel('Choose a photo of your child')
      .setInputFiles({ name: 'kid.jpg', mimeType: 'image/jpeg', buffer: await childPhotoJpeg() });
    await page.getByLabel('Girl').check();
    await expect(page.getByRole('button', { name: 'Generate Preview' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /parent or guardian/ }).check();
    await page.getByRole('button', { name: 'Generate Preview' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const carousel = page.getByRole('group', { name: 'Quick preview pictures' });
    await expect(carousel.getByRole('img')).toBeVisible({ timeout: 20_000 });
    await expect(carousel.getByText(/^1 of \d$/)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel.getByText(/^(\d) of \1$/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(carousel).toHaveCount(0);
  });
});
