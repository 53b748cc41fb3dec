import type { Language } from 'contracts/languages';
import type { Address } from 'contracts/schemas';
import { createBookRequest } from '../modules/personalization/bookRequests.js';
import { paymentSignature } from '../modules/payments/paymentProvider.js';
import type { Db } from '../platform/db/database.js';
import { newRequestKey } from '../modules/personalization/access/requestAccess.js';
import type { StorefrontApp, Visitor } from './testApp.js';

let counter = 0;

/**
 * A new request id in the shop's format, with child details recorded for a product and, unless
 * asked otherwise, its saved page selections (what the preview screen records before ordering).
 * It belongs to the owner's session.
 */
export async function newBookRequest(
  app: StorefrontApp,
  owner: Visitor,
  productId = 1,
  {
    withBook = true,
    language = 'en',
    childFirstName = '',
    secondLanguage = null,
    hindiFirstName = null,
  }: {
    withBook?: boolean;
    language?: Language;
    childFirstName?: string;
    secondLanguage?: Language | null;
    hindiFirstName?: string | null;
  } = {},
): Promise<string> {
  counter += 1;
  const requestUuid = `22112026-${crypto.randomUUID()}`;
  await createBookRequest(app.db, {
    requestUuid,
    productId,
    childFirstName: childFirstName || `Aarav${counter}`,
    gender: 'Boy',
    age: 6,
    birthMonth: 3,
    language,
    secondLanguage,
    hindiFirstName,
    sessionId: owner.sessionId,
    accessKeyHash: newRequestKey().hash,
  });
  if (withBook) {
    await app.db
      .insertInto('books')
      .values({
        request_uuid: requestUuid,
        product_id: productId,
        pages: JSON.stringify({ 1: `/api/generated/${requestUuid}/page-1.webp` }),
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return requestUuid;
}

export function indianAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    addressLine1: 'Flat 12B, Lotus Residency',
    addressLine2: '14th Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'KA',
    stateName: 'Karnataka',
    zip: '560038',
    country: 'IN',
    phoneNumber: '+919876543210',
    phoneCode: '+91',
    ...overrides,
  };
}

export const productQuote = (requestUuid: string) => ({
  requestUuid,
  orderType: 'product',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phoneNumber: '+919876543210',
  country: 'India',
});

export const depositOrder = (requestUuid: string) => ({
  requestUuid,
  orderType: 'deposit',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phoneNumber: '+919876543210',
  country: 'India',
});

/**
 * A book request's order taken through every step and paid with a signed sandbox payment, as the
 * ordering screens do it. `secret` is the test server's SANDBOX_PAYMENT_SECRET.
 */
export async function payForOrder(
  visitor: Visitor,
  requestUuid: string,
  {
    secret,
    paymentId,
    printType = 'Hardcover',
    printSize = 'Square 8 x 8 in (20 x 20 cm)',
    dedication,
  }: { secret: string; paymentId: string; printType?: string; printSize?: string; dedication?: string },
) {
  await visitor.post('/api/orders', productQuote(requestUuid));
  await visitor.patch(`/api/orders/${requestUuid}/place`, { printType, printSize, dedication });
  await visitor.patch(`/api/orders/${requestUuid}/checkout`, { deliveryAddress: indianAddress(), billingAddress: indianAddress() });
  const { razorpayOrderId } = (await visitor.patch(`/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' })).json();
  const confirmed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
    requestUuid,
    paymentFor: 'product',
    paymentSuccess: true,
    razorpayOrderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: paymentSignature(secret, razorpayOrderId, paymentId),
  });
  return confirmed.json<{ paymentConfirmed: boolean }>();
}

/** A book request's deposit, ordered and paid with a signed sandbox payment, as the deposit dialog does it. */
export async function payDeposit(visitor: Visitor, requestUuid: string, { secret, paymentId }: { secret: string; paymentId: string }) {
  const { razorpayOrderId } = (await visitor.post('/api/orders', depositOrder(requestUuid))).json();
  const confirmed = await visitor.patch(`/api/orders/${requestUuid}/payment_confirmation`, {
    requestUuid,
    paymentFor: 'deposit',
    paymentSuccess: true,
    razorpayOrderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: paymentSignature(secret, razorpayOrderId, paymentId),
  });
  return confirmed.json<{ paymentConfirmed: boolean }>();
}

/** A half-off coupon with only `maxUses` uses, none taken yet. */
export async function insertLimitedCoupon(db: Db, code: string, maxUses: number): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      code,
      kind: 'percent',
      value: 50,
      description: 'Half off, for a few',
      valid_from: '2026-01-01',
      valid_until: '2099-12-31',
      max_uses: maxUses,
      used_count: 0,
      min_subtotal_paise: 0,
    })
    .execute();
}
