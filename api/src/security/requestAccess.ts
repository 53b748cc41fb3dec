import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REQUEST_KEY_HEADER } from 'shared-contracts/constants';
import type { Db } from '../db/openDatabase.js';
import { conflict, notFound, type VisitorText } from '../http/errors.js';
import { sessionIdOf } from './sessions.js';

/** The same answer for a request that does not exist and one that is someone else's: nothing to learn. */
export const REQUEST_NOT_FOUND: VisitorText = {
  en: 'We could not find your book request. Please start again from the story you chose.',
  hi: 'हमें आपकी किताब का अनुरोध नहीं मिला। कृपया अपनी चुनी हुई कहानी से फिर शुरू करें।',
};
export const REQUEST_FROZEN: VisitorText = {
  en: "Your book's details and photo cannot change once a payment is made for it. To use another photo or name, please start a new book.",
  hi: 'भुगतान हो जाने के बाद किताब की जानकारी और फ़ोटो नहीं बदल सकतीं। कोई दूसरी फ़ोटो या नाम इस्तेमाल करने के लिए कृपया नई किताब शुरू करें।',
};

/** Days a link in one of the shop's emails opens its order. */
export const EMAIL_ACCESS_DAYS = 30;
const LINK_PREFIX = 'link.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new secret for a request: the visitor's draft keeps the key, the database only its hash. */
export function newRequestKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: sha256(key) };
}

/** Signed, expiring access to one request, for the links in the shop's emails. */
export function signRequestLink(secret: string, requestUuid: string, expiresAt: Date): string {
  const expires = expiresAt.getTime();
  const signature = createHmac('sha256', secret).update(`request-link.${requestUuid}.${expires}`).digest('base64url');
  return `${LINK_PREFIX}${expires}.${signature}`;
}

function verifyRequestLink(secret: string, requestUuid: string, given: string, now: number): boolean {
  const [expiresText] = given.slice(LINK_PREFIX.length).split('.');
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  return sameText(signRequestLink(secret, requestUuid, new Date(expires)), given);
}

export interface RequestAccess {
  /** Throws 404 unless the caller may act on this request: see `mayAct`. */
  require(request: FastifyRequest, requestUuid: string): Promise<void>;
  /**
   * Before a request's child details are written: a new id is claimed by the caller; an existing one
   * needs access and must not be paid for yet (409); a sample flipbook's id is never anyone's.
   * Answers a fresh key for the caller's draft, with its hash to store.
   */
  claim(request: FastifyRequest, requestUuid: string): Promise<{ key: string; hash: string }>;
}

/**
 * A request id belongs to the visitor who created it: the session that created it, the key the server
 * issued with it (which the draft keeps and sends as X-Request-Key), or a signed link from one of the
 * shop's emails, until it expires. Anyone else is told the request does not exist.
 */
export function requestAccess(db: Db, secret: string): RequestAccess {
  function mayAct(request: FastifyRequest, row: { session_id: string | null; access_key_hash: string | null }, requestUuid: string) {
    const session = sessionIdOf(request);
    if (session && row.session_id && sameText(session, row.session_id)) return true;
    const given = request.headers[REQUEST_KEY_HEADER];
    if (typeof given !== 'string' || given === '') return false;
    if (given.startsWith(LINK_PREFIX)) return verifyRequestLink(secret, requestUuid, given, Date.now());
    return row.access_key_hash !== null && sameText(sha256(given), row.access_key_hash);
  }

  const findRequest = (requestUuid: string) =>
    db.selectFrom('book_requests').select(['session_id', 'access_key_hash']).where('request_uuid', '=', requestUuid).executeTakeFirst();

  return {
    async require(request, requestUuid) {
      const row = await findRequest(requestUuid);
      if (!row || !mayAct(request, row, requestUuid)) throw notFound(REQUEST_NOT_FOUND);
    },

    async claim(request, requestUuid) {
      const row = await findRequest(requestUuid);
      if (row) {
        if (!mayAct(request, row, requestUuid)) throw notFound(REQUEST_NOT_FOUND);
        if (await isPaidFor(db, requestUuid)) throw conflict(REQUEST_FROZEN);
      } else if (await isSampleBook(db, requestUuid)) {
        throw notFound(REQUEST_NOT_FOUND);
      }
      return newRequestKey();
    },
  };
}

/** Whether a deposit or the order of a request has been paid. */
export async function isPaidFor(db: Db, requestUuid: string): Promise<boolean> {
  const [deposit, order] = await Promise.all([
    db.selectFrom('deposit_orders').select('state').where('request_uuid', '=', requestUuid).where('state', '=', 'paid').executeTakeFirst(),
    db.selectFrom('product_orders').select('state').where('request_uuid', '=', requestUuid).where('state', '=', 'paid').executeTakeFirst(),
  ]);
  return Boolean(deposit || order);
}

export async function isSampleBook(db: Db, requestUuid: string): Promise<boolean> {
  const sample = await db.selectFrom('sample_flipbooks').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return Boolean(sample);
}
