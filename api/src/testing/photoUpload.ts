import { PHOTO_CONSENT } from 'contracts/constants';
import type { TestStorefront, Visitor } from './testApp.js';
import { newVisitor } from './testApp.js';
import { multipartBody } from './photoFixtures.js';

export const newRequestUuid = () => `22112026-${crypto.randomUUID()}`;

export const childDetails = (requestUuid: string, bookId = 1) => ({
  requestUuid,
  firstName: 'Anaya',
  gender: 'Girl',
  age: 5,
  birthMonth: 8,
  bookId,
  character: 'child',
  consent: PHOTO_CONSENT.version,
});

/**
 * POST /api/personalphotos/ (or another photo's `url`) as the browser sends it, by the given visitor or a new one
 * (with the draft's key, if given), from the loopback address or the one given.
 */
export async function uploadPhoto(
  storefront: TestStorefront,
  bytes: Buffer,
  fields: Record<string, string | number> = childDetails(newRequestUuid()),
  {
    visitor,
    requestKey,
    name = 'child.jpg',
    type = 'image/jpeg',
    url = '/api/personalphotos/',
    remoteAddress,
  }: { visitor?: Visitor; requestKey?: string; name?: string; type?: string; url?: string; remoteAddress?: string } = {},
) {
  const sender = visitor ?? (await newVisitor(storefront.app));
  const { payload, contentType } = multipartBody(fields, { name, type, bytes });
  return storefront.app.inject({
    method: 'POST',
    url,
    payload,
    ...(remoteAddress && { remoteAddress }),
    headers: {
      cookie: sender.cookie,
      'x-csrf-token': sender.token,
      'content-type': contentType,
      ...sender.pageHeaders,
      ...(requestKey ? { 'x-request-key': requestKey } : {}),
    },
  });
}
