import { expect, test } from '@playwright/test';
import { savedBook } from '../support/savedBook';
import { ENTER_ADDRESS, toCheckout } from '../support/toCheckout';

test.describe('checkout checks, real server', () => {
  test.setTimeout(180_000);

  test('coupon checks: empty, wrong format, unknown and expired', async ({ page }) => {
    const { requestUuid } = await savedBook(page, 'Ira');
    const checkout = await toCheckout(page, requestUuid);
    await checkout.fillDelivery();
    const apply = async (code: string, message: string) => {
      await checkout.applyCoupon(code);
      await expect(checkout.summary.getByRole('alert')).toHaveText(message);
    };
    await apply('', 'Please enter a coupon code');
    await apply('SAVE10', 'A coupon code has 10 letters or digits, and this one has 6. Please check it and try again.');
    await apply('NOSUCHCODE', 'This coupon code is not valid.');
    await apply('DIWALI2025', 'This coupon has expired.');
    await expect(checkout.summary.getByText(/^Discount/)).toHaveCount(0);
  });

  test('every required address field left empty says so and nothing is saved', async ({ page }) => {
    const { requestUuid } = await savedBook(page, 'Vihaan');
    const checkout = await toCheckout(page, requestUuid);
    await page.getByRole('button', { name: 'Save Address Details' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address line 1 is required',
      'Address line 2 is required',
      'City is required',
      'PIN code is required',
      'Phone number is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const phone = checkout.delivery.getByLabel('Phone number', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await expect(page.getByText('Phone number must be 6-15 digits')).toBeVisible();
    await expect(checkout.summary).toContainText(ENTER_ADDRESS);
  });
});
