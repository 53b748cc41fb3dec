import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import { DomainError, notFound } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { readToken, signToken } from '../../platform/security/signedToken.js';

/** Years a printed book's listen link works: the years a picture book is read to a child. */
export const LISTEN_LINK_YEARS = 5;

const PURPOSE = 'listen';
const listenContext = (requestUuid: string) => `listen-link.${requestUuid}`;

/** The printed book's link to its recordings: its value (`<requestUuid>.<signed token>`), until when it works, whether its owner stopped it. */
export interface ListenLinkGiven {
  value: string;
  expiresAt: string;
  stopped: boolean;
}

/** The page a listen link opens, its value in the fragment (never sent to a server, never logged). */
export const listenPath = (value: string) => `/flipbook#listen=${value}`;

/**
 * The book's listen link, made the first time it is asked for (the print file's QR code, or its owner)
 * and the same ever after: a printed code cannot change.
 */
export async function listenLinkOf(db: Db, key: string, requestUuid: string, now = new Date()): Promise<ListenLinkGiven> {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + LISTEN_LINK_YEARS);
  await db
    .insertInto('listen_links')
    .values({
      request_uuid: requestUuid,
      nonce: randomBytes(12).toString('base64url'),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      stopped_at: null,
    })
    .onConflict((conflict) => conflict.column('request_uuid').doNothing())
    .execute();
  const row = await db
    .selectFrom('listen_links')
    .select(['nonce', 'expires_at', 'stopped_at'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  const token = signToken(key, listenContext(requestUuid), PURPOSE, Date.parse(row.expires_at), row.nonce);
  return { value: `${requestUuid}.${token}`, expiresAt: row.expires_at, stopped: row.stopped_at !== null };
}

/** Stops the book's listen link for good: the printed code then says it was stopped. */
export async function stopListenLink(db: Db, requestUuid: string, now = new Date()): Promise<void> {
  await db
    .updateTable('listen_links')
    .set({ stopped_at: now.toISOString() })
    .where('request_uuid', '=', requestUuid)
    .where('stopped_at', 'is', null)
    .execute();
}

/**
 * The book a listen link opens. A link that was never the shop's is not found; one that was, but was
 * stopped or has run out, is told so (410), politely: a family holding the printed book did nothing wrong.
 */
export async function openListenLink(db: Db, key: string, value: string, now = new Date()): Promise<string> {
  const dot = value.indexOf('.');
  const requestUuid = dot > 0 ? value.slice(0, dot) : '';
  const row = requestUuid
    ? await db.selectFrom('listen_links').select(['nonce', 'stopped_at']).where('request_uuid', '=', requestUuid).executeTakeFirst()
    : undefined;
  // The signature is checked whatever the expiry (read as of the epoch), so an expired link is told apart from a forged one.
  if (!row || readToken(key, listenContext(requestUuid), value.slice(dot + 1), row.nonce, 0) !== PURPOSE) {
    throw notFound(visitorText('voices.listenNotFound'));
  }
  if (row.stopped_at !== null) throw new DomainError('gone', visitorText('voices.listenStopped'));
  if (readToken(key, listenContext(requestUuid), value.slice(dot + 1), row.nonce, now.getTime()) === null) {
    throw new DomainError('gone', visitorText('voices.listenExpired'));
  }
  return requestUuid;
}

/** The books whose listen link still works (made, not stopped, not run out): their recordings are kept for it. */
export async function booksListenedTo(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('listen_links')
    .select('request_uuid')
    .where('stopped_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  return new Set(rows.map((row) => row.request_uuid));
}
