import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.js';
import { readToken, signToken } from '../../../platform/security/signedToken.js';

/** What a share link lets its holder do: read the book, nothing else. */
const SHARE_PURPOSE = 'flipbook';
const shareContext = (requestUuid: string) => `book-share.${requestUuid}`;

/**
 * A link for the family: read-only access to one book, signed with the email links' key, expiring like
 * them and bound to the book's share nonce, so stopping the sharing ends every link given out. The
 * value is `<requestUuid>.<signed token>`.
 */
export function signShareLink(key: string, requestUuid: string, nonce: string, expiresAt: Date): string {
  return `${requestUuid}.${signToken(key, shareContext(requestUuid), SHARE_PURPOSE, expiresAt.getTime(), nonce)}`;
}

/** The request a share value names, whatever its signature; null when it is not shaped as one. */
export function sharedRequestOf(value: string): { requestUuid: string; token: string } | null {
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  return { requestUuid: value.slice(0, dot), token: value.slice(dot + 1) };
}

/** Whether a share token is still good for its request: signed, not expired, bound to the request's present nonce. */
export function isShareValid(key: string, requestUuid: string, token: string, nonce: string | null): boolean {
  return nonce !== null && readToken(key, shareContext(requestUuid), token, nonce) === SHARE_PURPOSE;
}

/** The nonce a book's share links are bound to: made with the first link, the same until sharing is stopped. */
export async function shareNonce(db: Db, requestUuid: string): Promise<string> {
  await db
    .updateTable('book_requests')
    .set({ share_nonce: randomBytes(16).toString('base64url') })
    .where('request_uuid', '=', requestUuid)
    .where('share_nonce', 'is', null)
    .execute();
  const row = await db.selectFrom('book_requests').select('share_nonce').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!row?.share_nonce) throw new Error(`No book request ${requestUuid} to share`);
  return row.share_nonce;
}

/** Whether a link to the book has been given out since sharing was last stopped. */
export async function isShared(db: Db, requestUuid: string): Promise<boolean> {
  const row = await db.selectFrom('book_requests').select('share_nonce').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return Boolean(row?.share_nonce);
}

/** Stops sharing a book: every share link given out stops working. */
export async function stopSharing(db: Db, requestUuid: string): Promise<void> {
  await db.updateTable('book_requests').set({ share_nonce: null }).where('request_uuid', '=', requestUuid).execute();
}
