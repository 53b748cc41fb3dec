import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_KEY_HEADER } from 'contracts/constants';
import type { Db } from '../../../platform/db/database.js';
import { conflict, notFound, type VisitorText } from '../../../platform/errors/domainError.js';
import { secureCookies, sessionIdOf } from '../../../platform/security/sessions.js';
import { sameText } from '../../../platform/security/sameText.js';
import { readToken, signToken } from '../../../platform/security/signedToken.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';
import { isShareValid, sharedRequestOf } from './bookShares.js';
import type { RequestPayments } from '../requestPayments.js';

/** The same answer for a request that does not exist and one that is someone else's: nothing to learn. */
export const REQUEST_NOT_FOUND: VisitorText = visitorText('security.requestNotFound');
export const REQUEST_FROZEN: VisitorText = visitorText('security.requestFrozen');
const SHARE_NOT_FOUND: VisitorText = visitorText('security.shareNotFound');

/** Days a link in one of the shop's emails opens its order. */
export const EMAIL_LINK_DAYS = 14;
const LINK_PREFIX = 'link.';

/**
 * What a link in one of the shop's emails may do with its order: the book's link (deposit received)
 * all its owner can; the checkout's (payment failed) read and pay; the order page's (receipt) read,
 * make the review window's changes (a name, the dedication, a picture), share the book with the
 * family or stop sharing it, and have it read aloud (record, invite readers, the printed book's listen link).
 */
export type LinkPurpose = 'preview' | 'checkout' | 'order-status';
const LINK_PURPOSES: readonly string[] = ['preview', 'checkout', 'order-status'] satisfies LinkPurpose[];

/** The calls besides reading that each narrower link may make, by route. */
const LINK_ROUTES: Record<Exclude<LinkPurpose, 'preview'>, readonly string[]> = {
  checkout: [
    '/api/orders/:requestUuid/checkout',
    '/api/orders/:requestUuid/discount',
    '/api/orders/:requestUuid/payment_initiation',
    '/api/orders/:requestUuid/payment_confirmation',
  ],
  'order-status': [
    '/api/orders/:requestUuid/book',
    '/api/books/requests',
    '/api/books/:requestUuid/share',
    '/api/books/:requestUuid/voices/:page',
    '/api/books/:requestUuid/record-links',
    '/api/books/:requestUuid/record-links/:linkId',
    '/api/books/:requestUuid/listen-link',
  ],
};

function linkAllows(purpose: LinkPurpose, request: FastifyRequest): boolean {
  if (purpose === 'preview' || request.method === 'GET') return true;
  return LINK_ROUTES[purpose].includes(request.routeOptions.url ?? '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new secret for a request: the visitor's draft keeps the key, the database only its hash. */
export function newRequestKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: sha256(key) };
}

/**
 * Signed, expiring access to one request for one purpose, for the links in the shop's emails; bound
 * to the request's link nonce, so that resetting the nonce revokes every link sent before.
 */
export function signRequestLink(key: string, requestUuid: string, purpose: LinkPurpose, nonce: string, expiresAt: Date): string {
  return `${LINK_PREFIX}${signToken(key, `email-link.${requestUuid}`, purpose, expiresAt.getTime(), nonce)}`;
}

function linkPurpose(key: string, requestUuid: string, given: string, nonce: string | null): LinkPurpose | null {
  if (!nonce) return null;
  const purpose = readToken(key, `email-link.${requestUuid}`, given.slice(LINK_PREFIX.length), nonce);
  return purpose !== null && LINK_PURPOSES.includes(purpose) ? (purpose as LinkPurpose) : null;
}

/** The nonce a request's email links are bound to: made with the first link, the same until reset. */
export async function emailLinkNonce(db: Db, requestUuid: string): Promise<string> {
  await db
    .updateTable('book_requests')
    .set({ link_nonce: randomBytes(16).toString('base64url') })
    .where('request_uuid', '=', requestUuid)
    .where('link_nonce', 'is', null)
    .execute();
  const row = await db.selectFrom('book_requests').select('link_nonce').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!row?.link_nonce) throw new Error(`No book request ${requestUuid} to link to`);
  return row.link_nonce;
}

/**
 * Revokes every link sent for a request (staff, or the order delivered), the family's share links with
 * them: the next email makes a new nonce.
 */
export async function revokeEmailLinks(db: Db, requestUuid: string): Promise<void> {
  await db.updateTable('book_requests').set({ link_nonce: null, share_nonce: null }).where('request_uuid', '=', requestUuid).execute();
}

/**
 * What let a caller act on a request: its creator's session, or its key, an email link or a family share
 * link (reading the book only), each bound to what revokes it.
 */
export type AccessGrant = { by: 'session' } | { by: 'key' | 'link' | 'share'; binding: string };

/** The cookie that opens a request's pictures to a browser that opened the request by its key or a link. */
const PICTURE_COOKIE = 'pictures';
const PICTURE_COOKIE_HOURS = 12;
const picturesFolder = (requestUuid: string) => `/api/generated/${requestUuid}/`;

export interface RequestAccess {
  /** Throws 404 unless the caller may act on this request (see `mayAct`); answers what let it. */
  require(request: FastifyRequest, requestUuid: string): Promise<AccessGrant>;
  /**
   * Before a request's child details are written: a new id is claimed by the caller; an existing one
   * needs access and must not be paid for yet (409); a sample flipbook's id is never anyone's.
   * Answers a fresh key for the caller's draft, with its hash to store.
   */
  claim(request: FastifyRequest, requestUuid: string): Promise<{ key: string; hash: string }>;
  /**
   * A page's <img> sends cookies, not the draft's key: a caller that opened the request by its key or a
   * link gets a cookie for the pictures' folder, bound to that key or link, so it ends with them.
   */
  sharePictures(request: FastifyRequest, reply: FastifyReply, requestUuid: string, grant: AccessGrant): void;
  /**
   * Who the caller is to the request's generated pictures: its owner (its creator's session, or a
   * cookie from `sharePictures` still bound to a live key or link), the family (a cookie bound to a
   * live share link), or no one.
   */
  pictureViewer(request: FastifyRequest, requestUuid: string): Promise<'owner' | 'family' | null>;
  /** The request a family share link opens, with the grant that lets its holder see the pictures; 404 when it is not (or no longer) good. */
  openShare(value: string): Promise<{ requestUuid: string; grant: AccessGrant }>;
  /**
   * Locks a request's row for the rest of the transaction and refuses (409) if its deposit or order is
   * paid. Every write that changes what a request is for goes through here, and every payment locks the
   * same row (`lockRequest`): whichever locks first, the other sees what it did, so a paid request cannot
   * change under its payment. A request not written yet has nothing to lock and nothing paid.
   */
  lockUnpaid(trx: Db, requestUuid: string): Promise<void>;
}

/** What access asks of the modules that keep a request's payments and the shop's sample books. */
export interface RequestStanding {
  payments: RequestPayments;
  /** Whether a request id is one of the shop's sample flipbooks: never anyone's to claim. */
  isSampleBook: (db: Db, requestUuid: string) => Promise<boolean>;
}

/**
 * A request id belongs to the visitor who created it: the session that created it, the key the server
 * issued with it (which the draft keeps and sends as X-Request-Key), or a signed link from one of the
 * shop's emails, for what its purpose allows, until it expires or is revoked. Anyone else is told the
 * request does not exist. `linkKey` is the email links' own key, `pictureKey` the picture cookie's.
 */
export function requestAccess(
  db: Db,
  { linkKey, pictureKey }: { linkKey: string; pictureKey: string },
  { payments, isSampleBook }: RequestStanding,
): RequestAccess {
  type Row = { session_id: string | null; access_key_hash: string | null; link_nonce: string | null; share_nonce: string | null };
  const sameSession = (request: FastifyRequest, row: Row) => {
    const session = sessionIdOf(request);
    return Boolean(session && row.session_id && sameText(session, row.session_id));
  };
  function mayAct(request: FastifyRequest, row: Row, requestUuid: string): AccessGrant | null {
    if (sameSession(request, row)) return { by: 'session' };
    const given = request.headers[REQUEST_KEY_HEADER];
    if (typeof given !== 'string' || given === '') return null;
    if (given.startsWith(LINK_PREFIX)) {
      const purpose = linkPurpose(linkKey, requestUuid, given, row.link_nonce);
      return purpose !== null && linkAllows(purpose, request) ? { by: 'link', binding: row.link_nonce! } : null;
    }
    return row.access_key_hash !== null && sameText(sha256(given), row.access_key_hash)
      ? { by: 'key', binding: row.access_key_hash }
      : null;
  }

  const findRequest = (requestUuid: string) =>
    db
      .selectFrom('book_requests')
      .select(['session_id', 'access_key_hash', 'link_nonce', 'share_nonce'])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst();

  const pictureCookieName = (request: FastifyRequest) => (secureCookies(request) ? `__Secure-${PICTURE_COOKIE}` : PICTURE_COOKIE);

  return {
    async require(request, requestUuid) {
      const row = await findRequest(requestUuid);
      const grant = row ? mayAct(request, row, requestUuid) : null;
      if (!grant) throw notFound(REQUEST_NOT_FOUND);
      return grant;
    },

    async claim(request, requestUuid) {
      const row = await findRequest(requestUuid);
      if (row) {
        if (!mayAct(request, row, requestUuid)) throw notFound(REQUEST_NOT_FOUND);
        if (await payments.isPaidFor(db, requestUuid)) throw conflict(REQUEST_FROZEN);
      } else if (await isSampleBook(db, requestUuid)) {
        throw notFound(REQUEST_NOT_FOUND);
      }
      return newRequestKey();
    },

    sharePictures(request, reply, requestUuid, grant) {
      if (grant.by === 'session') return;
      const expires = Date.now() + PICTURE_COOKIE_HOURS * 60 * 60 * 1000;
      reply.setCookie(pictureCookieName(request), signToken(pictureKey, `pictures.${requestUuid}`, grant.by, expires, grant.binding), {
        path: picturesFolder(requestUuid),
        maxAge: PICTURE_COOKIE_HOURS * 60 * 60,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies(request),
      });
    },

    async pictureViewer(request, requestUuid) {
      const row = await findRequest(requestUuid);
      if (!row) return null;
      if (sameSession(request, row)) return 'owner';
      const token = request.cookies[pictureCookieName(request)];
      if (!token) return null;
      // The token names what it is bound to; its signature holds only if that is still the request's.
      const by = token.split('.')[0];
      const bindings: Record<string, string | null> = { key: row.access_key_hash, link: row.link_nonce, share: row.share_nonce };
      const binding = Object.hasOwn(bindings, by) ? bindings[by] : null;
      if (binding === null || readToken(pictureKey, `pictures.${requestUuid}`, token, binding) !== by) return null;
      return by === 'share' ? 'family' : 'owner';
    },

    async openShare(value) {
      const shared = sharedRequestOf(value);
      const row = shared && (await findRequest(shared.requestUuid));
      if (!shared || !row || !isShareValid(linkKey, shared.requestUuid, shared.token, row.share_nonce)) throw notFound(SHARE_NOT_FOUND);
      return { requestUuid: shared.requestUuid, grant: { by: 'share', binding: row.share_nonce! } };
    },

    async lockUnpaid(trx, requestUuid) {
      await lockRequest(trx, requestUuid);
      if (await payments.isPaidFor(trx, requestUuid)) throw conflict(REQUEST_FROZEN);
    },
  };
}

/** Holds a request's row until the transaction ends (a no-op update locks on PostgreSQL and SQLite alike). */
export async function lockRequest(trx: Db, requestUuid: string): Promise<void> {
  await trx
    .updateTable('book_requests')
    .set((eb) => ({ language: eb.ref('language') }))
    .where('request_uuid', '=', requestUuid)
    .execute();
}
