import type { Address } from 'shared-contracts/schemas';
import { createBookRequest } from '../orders/bookRequests.js';
import type { StorefrontApp } from './testApp.js';

let counter = 0;

/**
 * A new request id in the shop's format, with child details recorded for a product and, unless
 * asked otherwise, its saved page selections (what the preview screen records before ordering).
 */
export async function newBookRequest(app: StorefrontApp, productId = 1, { withBook = true } = {}): Promise<string> {
  counter += 1;
  const requestUuid = `22112026-${crypto.randomUUID()}`;
  await createBookRequest(app.db, {
    requestUuid,
    productId,
    childFirstName: `Aarav${counter}`,
    gender: 'Boy',
    age: 6,
    birthMonth: 3,
    sessionId: null,
  });
  if (withBook) {
    await app.db
      .insertInto('books')
      .values({ request_uuid: requestUuid, product_id: productId, pages: JSON.stringify({ 1: `/api/generated/${requestUuid}/page-1.webp` }), created_at: new Date().toISOString() })
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
