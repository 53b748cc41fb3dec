import { expect, test, type Page } from '@playwright/test';
import { PHOTO_CONSENT } from 'contracts/constants';
import type { PaymentOrderResponse } from 'shared-contracts';
import { CARDS, SandboxCheckout, Shop } from '../support/pages';
import { childPhotoJpeg } from '../support/photos';
import { newRequestUuid, StorefrontApi, type SandboxPaid } from '../support/storefrontApi';

/** A book request with a photo, then a deposit order, as the creation flow makes them. */
async function depositOrder(page: Page) {
  await new Shop(page).open('/about', { cookies: 'leave' });
  const api = new StorefrontApi(page);
  const requestUuid = newRequestUuid();
  const upload = await api.uploadPhoto(
    {
      requestUuid,
      firstName: 'Kabir',
      gender: 'Boy',
      age: 6,
      birthMonth: 4,
      bookId: 1,
      character: 'child',
      consent: PHOTO_CONSENT.version,
    },
    await childPhotoJpeg(),
  );
  const order = await api.depositOrder({
    requestUuid,
    orderType: 'deposit',
    name: 'Meera Rao',
    email: 'meera@example.com',
    phoneNumber: '+919812345678',
    country: 'India',
  });
  return { api, requestUuid, upload, order };
}

/** Opens the provider's dialog exactly as the shop's pages do, keeping what it reports on the window. */
async function openCheckout(page: Page, order: PaymentOrderResponse) {
  await page.addScriptTag({ url: '/api/payments/sandbox/checkout.js' });
  await page.evaluate((o) => {
    const w = window as unknown as Record<string, unknown>;
    const Razorpay = w.Razorpay as new (options: object) => { open(): void; on(e: string, f: (x: unknown) => void): void };
    const checkout = new Razorpay({
      key: o.razorpayKeyId,
      amount: 9900,
      currency: 'INR',
      name: 'Hero Tales',
      description: 'Preview deposit',
      order_id: o.razorpayOrderId,
      prefill: { name: 'Meera Rao', email: 'meera@example.com', contact: '+919812345678' },
      handler: (response: unknown) => (w.paid = response),
      modal: { ondismiss: () => (w.dismissed = true) },
    });
    checkout.on('payment.failed', (response) => (w.failed = response));
    checkout.open();
  }, order);
  return new SandboxCheckout(page, '₹99.00');
}

/** What the dialog reported on the window, once it has. */
async function reported<T>(page: Page, name: 'paid' | 'failed' | 'dismissed'): Promise<T> {
  return (await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key], name)).jsonValue() as Promise<T>;
}

test.describe('sandbox checkout, in the browser', () => {
  test('pays with the test card and the signed answer confirms the deposit', async ({ page }) => {
    const { api, requestUuid, upload, order } = await depositOrder(page);
    expect(upload.status).toBe('ok');
    const checkout = await openCheckout(page, order);
    await expect(checkout.dialog).toBeVisible();
    await checkout.dialog.getByRole('button', { name: 'Pay ₹99.00' }).click();
    await expect(checkout.dialog).toBeHidden();
    const paid = await reported<SandboxPaid>(page, 'paid');
    expect(paid.razorpay_order_id).toBe(order.razorpayOrderId);
    const confirmation = await api.confirmPaid(requestUuid, 'deposit', paid);
    expect(confirmation.paymentConfirmed).toBe(true);
  });

  test('the declined card fires payment.failed with the error and the dialog stays for another try; Cancel dismisses', async ({ page }) => {
    const { order } = await depositOrder(page);
    const checkout = await openCheckout(page, order);
    await checkout.payWith(CARDS.declined);
    expect(await reported(page, 'failed')).toMatchObject({
      error: { reason: 'card_declined', description: 'Your card was declined by the bank.' },
    });
    await expect(checkout.message).toHaveText('Your card was declined by the bank. Try another card, or cancel.');
    await checkout.cancel.click();
    expect(await reported(page, 'dismissed')).toBe(true);
  });
});
