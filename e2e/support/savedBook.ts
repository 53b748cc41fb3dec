import type { Page } from '@playwright/test';
import { PHOTO_CONSENT } from 'shared-contracts/constants';
import { childPhotoJpeg } from './photos';

/**
 * A book ready to order, made through the API exactly as the creation screens make it: photo,
 * preview, deposit paid with the sandbox's test card, every preview page generated and a picture
 * saved for each. The visitor's draft is stored as the creation flow leaves it.
 */
export async function savedBook(page: Page, childFirstName = 'Kabir'): Promise<string> {
  await page.goto('/about');
  const photo = (await childPhotoJpeg()).toString('base64');
  const requestUuid = await page.evaluate(
    async ({ photo, childFirstName, consent }) => {
      const token = (await (await fetch(`/api/csrf-token?_=${Date.now()}`)).json()).csrf_token as string;
      const send = async (method: string, url: string, body: unknown) => {
        const response = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const usageStats = {
        quickPreviewsCount: 0,
        bookPreviewsCount: 0,
        sessionStart: null,
        sessionCount: 1,
        hasPurchased: false,
        lastPurchase: null,
      };
      const requestUuid = `22112026-${crypto.randomUUID()}`;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        requestUuid,
        firstName: childFirstName,
        gender: 'Boy',
        age: '6',
        birthMonth: '4',
        bookId: '1',
        character: 'child',
        consent,
      }))
        form.append(k, v);
      form.append('photo', new Blob([Uint8Array.from(atob(photo), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'child_photo.jpg');
      const upload = await fetch('/api/personalphotos/', { method: 'POST', body: form, headers: { 'X-CSRF-Token': token } });
      if (!upload.ok) throw new Error(`photo upload: ${upload.status}`);
      await send('POST', '/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Boy', age: 6, usageStats });

      type Preview = {
        previewPagesStatus: Record<string, string>;
        pages: { pageNumber: number; previewPage: boolean; imageFileURL: string[] }[];
      };
      const waitFor = async (pages: number[]): Promise<Preview> => {
        for (let i = 0; i < 120; i += 1) {
          const preview = (await (await fetch(`/api/bookpreviews/${requestUuid}`)).json()) as Preview;
          if (pages.every((n) => preview.previewPagesStatus[n] === 'available')) return preview;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        throw new Error(`pages ${pages.join(', ')} were not generated`);
      };
      await waitFor([1, 2]);
      await send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 5, usageStats });
      await waitFor([3, 4]);

      const deposit = await send('POST', '/api/orders', {
        requestUuid,
        orderType: 'deposit',
        name: 'Meera Rao',
        email: 'meera@example.com',
        phoneNumber: '+919812345678',
        country: 'India',
      });
      const paid = await send('POST', '/api/payments/sandbox/pay', { orderId: deposit.razorpayOrderId, cardNumber: '4111111111111111' });
      await send('PATCH', `/api/orders/${requestUuid}/payment_confirmation`, {
        requestUuid,
        paymentFor: 'deposit',
        paymentSuccess: true,
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      });
      await send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 5, endPage: 9, usageStats });
      const preview = await waitFor([5, 6, 7, 8]);
      const selectedImages = Object.fromEntries(
        preview.pages.filter((p) => p.previewPage).map((p) => [String(p.pageNumber), p.imageFileURL[0]]),
      );
      await send('POST', '/api/books/requests', { requestUuid, selectedImages });

      localStorage.setItem(
        'book_order_draft',
        JSON.stringify({
          productId: 1,
          childFirstName,
          radioOptionGender: 'Boy',
          dropdownValueAge: 6,
          dropdownValueBirthMonth: 4,
          requestUuid,
          personName: 'Meera Rao',
          email: 'meera@example.com',
        }),
      );
      return requestUuid;
    },
    { photo, childFirstName, consent: PHOTO_CONSENT.version },
  );
  return requestUuid;
}
