import type { Page } from '@playwright/test';
import type { BookOrderDraft } from 'shared-contracts';
import { FIRST_VISIT_USAGE, PHOTO_CONSENT, STORAGE_KEYS } from 'contracts/constants';
import { CARDS } from './pages';
import { childPhotoJpeg } from './photos';
import { newRequestUuid, StorefrontApi } from './storefrontApi';

/** The contact the creation flow's deposit dialog takes, as the saved draft keeps it. */
const CONTACT = { name: 'Meera Rao', email: 'meera@example.com', phoneNumber: '+919812345678' };

/**
 * A book ready to order, made through the API exactly as the creation screens make it: photo,
 * preview, deposit paid with the sandbox's test card, every preview page drawn and a picture
 * saved for each. The visitor's draft is stored as the creation flow leaves it.
 */
export async function savedBook(page: Page, childFirstName = 'Kabir'): Promise<{ requestUuid: string }> {
  await page.goto('/about');
  const api = new StorefrontApi(page);
  const requestUuid = newRequestUuid();
  const child = { gender: 'Boy', age: 6, birthMonth: 4, bookId: 1 } as const;
  const { requestKey } = await api.uploadPhoto(
    { requestUuid, firstName: childFirstName, ...child, character: 'child', consent: PHOTO_CONSENT.version },
    await childPhotoJpeg(),
  );
  await api.startPreview({ requestUuid, bookId: child.bookId, gender: child.gender, age: child.age, usageStats: FIRST_VISIT_USAGE });
  const draft: Partial<BookOrderDraft> = {
    productId: child.bookId,
    childFirstName,
    radioOptionGender: child.gender,
    dropdownValueAge: child.age,
    dropdownValueBirthMonth: child.birthMonth,
    requestUuid,
    requestKey: requestKey ?? null,
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.orderDraft, JSON.stringify(draft)] as const);
  await paidAndSaved(page, api, requestUuid);
  return { requestUuid };
}

/**
 * A book whose preview has started, taken on as the creation flow would: the pages before the
 * deposit drawn, the deposit paid with the sandbox's test card, the rest of its pages drawn and a picture saved for each, and the contact kept
 * in the visitor's draft (over what the draft already holds).
 */
export async function paidAndSaved(page: Page, api: StorefrontApi, requestUuid: string): Promise<void> {
  await api.previewWithPages(requestUuid, [1, 2]);
  await api.generatePages({ requestUuid, startPage: 3, endPage: 5, usageStats: FIRST_VISIT_USAGE });
  await api.previewWithPages(requestUuid, [3, 4]);
  const deposit = await api.depositOrder({ requestUuid, orderType: 'deposit', country: 'India', ...CONTACT });
  const paid = await api.payInSandbox(deposit.razorpayOrderId, CARDS.pays);
  if ('error' in paid) throw new Error(`the sandbox declined the test card: ${paid.error.description}`);
  await api.confirmPaid(requestUuid, 'deposit', paid);
  await api.generatePages({ requestUuid, startPage: 5, endPage: 13, usageStats: FIRST_VISIT_USAGE });
  const preview = await api.previewWithPages(requestUuid, [5, 6, 7, 8, 9, 10, 11, 12]);
  const selectedImages = Object.fromEntries(
    preview.pages.filter((p) => p.previewPage).map((p) => [String(p.pageNumber), p.imageFileURL[0]]),
  );
  await api.saveSelections({ requestUuid, selectedImages });
  await page.evaluate(
    ([key, contact]) => localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...contact })),
    [STORAGE_KEYS.orderDraft, { personName: CONTACT.name, email: CONTACT.email }] as const,
  );
}
