import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors } from '../support/consoleErrors';
import { savedBook } from '../support/savedBook';
import { outboxMessageFor } from '../support/outbox';

async function showPrice(page: Page, requestUuid: string) {
  await page.goto(`/initiate-order?requestUuid=${requestUuid}`);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Almost there! Let's get your book's price");
  await expect(page.getByLabel('Name')).toHaveValue('Meera Rao');
  await page.getByLabel('Phone number').fill('98123-45678');
  await expect(page.getByLabel('Phone number')).toHaveValue('9812345678');
  await page.getByLabel('Delivery Country').selectOption('IN');
  await page.getByRole('button', { name: 'Show Price' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
}

async function placeHardcover(page: Page) {
  const hardcover = page.getByRole('article', { name: 'Hardcover' });
  await expect(hardcover.getByText('Best Choice')).toBeVisible();
  await hardcover.getByRole('button', { name: 'Checkout' }).click();
  await expect(hardcover.getByRole('alert')).toHaveText('Please select a size before proceeding');
  await hardcover.getByLabel('Size').selectOption({ index: 1 });
  await expect(hardcover.getByText('₹1,499.00', { exact: true })).toBeVisible();
  await expect(hardcover.getByText('25% OFF')).toBeVisible();
  await hardcover.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Order placed successfully! Redirecting to checkout page...')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 5000 });
}

async function fillDelivery(page: Page) {
  await saveDelivery(page);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
}

/** The delivery form filled and saved, without waiting for the summary (which a refused save never shows). */
async function saveDelivery(page: Page, firstName = 'Meera') {
  const fill = (label: string, value: string) => page.locator(`#deliveryAddress-${label}`).fill(value);
  await fill('firstName', firstName);
  await fill('lastName', 'Rao');
  await fill('addressLine1', '12 Lake View Road');
  await fill('addressLine2', 'Indiranagar');
  await fill('city', 'Bengaluru');
  await page.locator('#deliveryAddress-state').selectOption({ label: 'Karnataka' });
  await fill('zip', '560038');
  await fill('phone', '9812345678');
  await page.getByRole('button', { name: 'Save Address Details' }).click();
}

async function payWith(page: Page, card: string) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = page.getByRole('dialog', { name: /Hero Tales: ₹/ });
  await expect(checkout).toBeVisible();
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
}

test.describe('ordering journey, real server, sandbox payment', () => {
  test.setTimeout(120_000);

  test('from a saved book to a paid order with a coupon, and the confirmation shows the order', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const requestUuid = await savedBook(page);
    await showPrice(page, requestUuid);
    await expect(page.getByRole('region', { name: 'Questions about printing' })).toBeVisible();
    await placeHardcover(page);

    await expect(page.getByText('Please enter your delivery and billing information to see order details.')).toBeVisible();
    await expect(page.locator('#deliveryAddress-state')).not.toHaveValue('');
    await expect(page.locator('#deliveryAddress-phone').locator('..').getByLabel('Phone code')).toHaveText('+91');
    await page.locator('#deliveryAddress-country').selectOption('US');
    await expect(page.locator('#deliveryAddress-phone').locator('..').getByLabel('Phone code')).toHaveText('+1');
    await expect(page.locator('#deliveryAddress-state')).toHaveValue('AL');
    await page.locator('#deliveryAddress-country').selectOption('IN');
    await expect(page.locator('#deliveryAddress-state')).toHaveValue('AN');
    await fillDelivery(page);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('₹1,499.00').first()).toBeVisible();
    await summary.getByLabel('Coupon code').fill('herotale10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText('10% off your storybook')).toBeVisible();
    await expect(summary.getByText('Discount (HEROTALE10)')).toBeVisible();
    const total = (await summary.locator('dd.total').textContent())!;
    expect(total).toMatch(/^₹1,3\d\d\.\d\d$/);

    await payWith(page, '4111 1111 1111 1111');
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: 15_000 });
    const card = page.getByRole('region', { name: 'Order Summary' });
    await expect(card.getByText(requestUuid)).toBeVisible();
    await expect(card.getByText("Kabir's Book")).toBeVisible();
    await expect(card.getByText('Hardcover')).toBeVisible();
    await expect(card.getByText(`INR ${total.replace(/[₹,]/g, '')}`)).toBeVisible();
    await expect(card.getByText('Razorpay')).toBeVisible();
    await expect(card.getByText(/^pay_sbx_/)).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(page.getByText('12 Lake View Road')).toHaveText('Meera, Rao, 12 Lake View Road, Indiranagar, Bengaluru, KA, 560038');
    await expect(page.getByText('Within 10 business days')).toBeVisible();
    const usage = await page.evaluate(() => JSON.parse(localStorage.getItem('usage_data') ?? '{}'));
    expect(usage.hasPurchased).toBe(true);
    // The receipt the page promises is in the outbox, with the order's fields.
    const receipt = await outboxMessageFor(requestUuid, 'Your Hero Tales receipt');
    expect(receipt).toContain('To: meera@example.com');
    expect(receipt).toContain(`Amount Paid: ${`INR ${total.replace(/[₹,]/g, '')}`}`);
    // The print-ready book is built, and the child's photo is gone.
    await expect.poll(() => existsSync(path.join(process.env.E2E_DATA_DIR!, 'books', `${requestUuid}.pdf`)), { timeout: 30_000 }).toBe(true);
    expect(existsSync(path.join(process.env.E2E_DATA_DIR!, 'photos', requestUuid))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a declined payment shows the failure, and Try Again pays', async ({ page }) => {
    const requestUuid = await savedBook(page, 'Anaya');
    await showPrice(page, requestUuid);
    await placeHardcover(page);
    await fillDelivery(page);
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Unsuccessful', { timeout: 15_000 });
    await expect(page.getByText('Your card was declined by the bank.')).toBeVisible();
    await expect(page.getByText('card_declined')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await payWith(page, '4111 1111 1111 1111');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: 15_000 });
  });

  test("the payment-failed email's 'Try again' reaches the order on another device, and only with its link", async ({ page, browser }) => {
    const requestUuid = await savedBook(page, 'Vihaan');
    await showPrice(page, requestUuid);
    await placeHardcover(page);
    await fillDelivery(page);
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Unsuccessful', { timeout: 15_000 });
    const email = await outboxMessageFor(requestUuid, 'Your payment did not go through');
    const link = /Try again: (http\S+)/.exec(email)![1];

    // Someone who only knows the request id gets nowhere.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/checkout?requestUuid=${requestUuid}`);
    await strangerPage.getByRole('button', { name: 'Reject All' }).click();
    await saveDelivery(strangerPage, 'Mallory');
    await expect(strangerPage.getByRole('alert').first()).toBeVisible();
    await expect(strangerPage.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await stranger.close();

    // The parent on another phone: no draft, no session, only the email.
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto(link);
    await expect(phone).toHaveURL(/\/checkout$/);
    await phone.getByRole('button', { name: 'Reject All' }).click();
    await fillDelivery(phone);
    await payWith(phone, '4111 1111 1111 1111');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: 15_000 });
    await otherDevice.close();
  });

  test('coupon checks: empty, wrong format, unknown and expired', async ({ page }) => {
    const requestUuid = await savedBook(page, 'Ira');
    await showPrice(page, requestUuid);
    await placeHardcover(page);
    await fillDelivery(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const apply = async (code: string, message: string) => {
      await summary.getByLabel('Coupon code').fill(code);
      await summary.getByRole('button', { name: 'Apply' }).click();
      await expect(summary.getByRole('alert')).toHaveText(message);
    };
    await apply('', 'Please enter a coupon code');
    await apply('SAVE10', 'Invalid coupon code format. Must be 10 characters.');
    await apply('NOSUCHCODE', 'This coupon code is not valid.');
    await apply('DIWALI2025', 'This coupon has expired.');
    await expect(summary.getByText(/^Discount/)).toHaveCount(0);
  });

  test('every required address field left empty says so and nothing is saved', async ({ page }) => {
    const requestUuid = await savedBook(page, 'Vihaan');
    await showPrice(page, requestUuid);
    await placeHardcover(page);
    await page.getByRole('button', { name: 'Save Address Details' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Address line 1 is required', 'Address line 2 is required', 'City is required', 'ZIP / postal code is required', 'Phone number is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.locator('#deliveryAddress-phone').fill('12345');
    await page.locator('#deliveryAddress-phone').blur();
    await expect(page.getByText('Phone number must be 6-15 digits')).toBeVisible();
    await expect(page.getByText('Please enter your delivery and billing information to see order details.')).toBeVisible();
  });
});
