import { expect, test, type Page } from '@playwright/test';
import { PHOTO_CONSENT } from 'shared-contracts/constants';
import { childPhotoJpeg } from '../support/photos';

async function childPhoto(): Promise<string> {
  return (await childPhotoJpeg()).toString('base64');
}

/** In the page: a book request with a photo, then a deposit order, as the creation flow makes them. */
async function depositOrder(page: Page, photoBase64: string) {
  return page.evaluate(
    async ({ photo, consent }) => {
      const token = (await (await fetch(`/api/csrf-token?_=${Date.now()}`)).json()).csrf_token;
      const requestUuid = `22112026-${crypto.randomUUID()}`;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        requestUuid,
        firstName: 'Kabir',
        gender: 'Boy',
        age: '6',
        birthMonth: '4',
        bookId: '1',
        character: 'child',
        consent,
      }))
        form.append(k, v);
      form.append('photo', new Blob([Uint8Array.from(atob(photo), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'child_photo.jpg');
      const upload = await (await fetch('/api/personalphotos/', { method: 'POST', body: form, headers: { 'X-CSRF-Token': token } })).json();
      const order = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
        body: JSON.stringify({
          requestUuid,
          orderType: 'deposit',
          name: 'Meera Rao',
          email: 'meera@example.com',
          phoneNumber: '+919812345678',
          country: 'India',
        }),
      });
      return { requestUuid, token, upload, order: await order.json() };
    },
    { photo: photoBase64, consent: PHOTO_CONSENT.version },
  );
}

async function openCheckout(page: Page, order: { razorpayKeyId: string; razorpayOrderId: string }) {
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
}

test.describe('sandbox checkout, in the browser', () => {
  test('pays with the test card and the signed answer confirms the deposit', async ({ page }) => {
    await page.goto('/about');
    const { requestUuid, token, upload, order } = await depositOrder(page, await childPhoto());
    expect(upload.status).toBe('ok');
    await openCheckout(page, order);
    const dialog = page.getByRole('dialog', { name: /Hero Tales: ₹99\.00/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay ₹99.00' }).click();
    await expect(dialog).toBeHidden();
    const paid = (await page.waitForFunction(() => (window as unknown as { paid?: unknown }).paid)).jsonValue() as Promise<
      Record<string, string>
    >;
    const response = await paid;
    expect(response.razorpay_order_id).toBe(order.razorpayOrderId);
    const confirmation = await page.evaluate(
      async ({ requestUuid, token, response }) =>
        (
          await fetch(`/api/orders/${requestUuid}/payment_confirmation`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
            body: JSON.stringify({
              requestUuid,
              paymentFor: 'deposit',
              paymentSuccess: true,
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            }),
          })
        ).json(),
      { requestUuid, token, response },
    );
    expect(confirmation.paymentConfirmed).toBe(true);
  });

  test('the declined card fires payment.failed with the error; Cancel dismisses', async ({ page }) => {
    await page.goto('/about');
    const { order } = await depositOrder(page, await childPhoto());
    await openCheckout(page, order);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    const failed = await (await page.waitForFunction(() => (window as unknown as { failed?: unknown }).failed)).jsonValue();
    expect(failed).toMatchObject({ error: { reason: 'card_declined', description: 'Your card was declined by the bank.' } });

    await openCheckout(page, order);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => (window as unknown as { dismissed?: boolean }).dismissed)).toBe(true);
  });
});
