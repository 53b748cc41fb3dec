import { expect, test } from '@playwright/test';
import { CARDS, ConfirmationPage, SandboxCheckout } from '../support/pages';
import { savedBook } from '../support/savedBook';
import { toCheckout } from '../support/toCheckout';

test.describe('a payment that fails, real server, sandbox payment', () => {
  test.setTimeout(180_000);

  test('a declined payment shows the failure, and Try Again pays', async ({ page }) => {
    const { requestUuid } = await savedBook(page, 'Anaya');
    const checkout = await toCheckout(page, requestUuid);
    await checkout.fillDelivery();
    await checkout.payDeclined();
    // The provider's word first, on the checkout, then the confirmation page with the failed status.
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed:' })).toHaveText(
      'Payment failed: Your card was declined by the bank.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    const confirmation = new ConfirmationPage(page);
    await expect(confirmation.heading).toHaveText('Payment Unsuccessful', { timeout: 15_000 });
    await expect(page.getByText('Your card was declined by the bank.')).toBeVisible();
    await expect(page.getByText('card_declined')).toBeVisible();
    await confirmation.tryAgain.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await checkout.payWith(CARDS.pays);
    await expect(confirmation.heading).toHaveText('Payment Successful!', { timeout: 15_000 });
  });

  test('a declined card, then one that pays in the same open dialog: the order is paid and confirmed', async ({ page }) => {
    const { requestUuid } = await savedBook(page, 'Advik');
    const checkout = await toCheckout(page, requestUuid);
    await checkout.fillDelivery();
    await checkout.payNow.click();
    const provider = new SandboxCheckout(page);
    await provider.payWith(CARDS.declined);
    await expect(provider.message).toHaveText('Your card was declined by the bank. Try another card, or cancel.');
    await provider.payWith(CARDS.pays);
    await expect(new ConfirmationPage(page).heading).toHaveText('Payment Successful!', { timeout: 15_000 });
  });

  test('a payment script that does not load says the payment could not start', async ({ page }) => {
    const { requestUuid } = await savedBook(page, 'Ira');
    const checkout = await toCheckout(page, requestUuid);
    await checkout.fillDelivery();
    await page.route('**/payments/sandbox/checkout.js', (route) => route.abort('connectionrefused'));
    await checkout.payNow.click();
    await expect(checkout.summary.getByRole('alert')).toHaveText('Failed to initialize payment. Please try again.');
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
