import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import { readToken, signToken } from '../../platform/security/signedToken.js';

const recordContext = (requestUuid: string) => `record-link.${requestUuid}`;

/** A record link as its owner sees it: whom it is for, its value, and until when it works. */
export interface RecordLinkGiven {
  linkId: string;
  reader: string;
  value: string;
  expiresAt: string;
}

type Row = { link_id: string; reader: string; nonce: string; expires_at: string; request_uuid: string };

const given = (key: string, row: Row): RecordLinkGiven => ({
  linkId: row.link_id,
  reader: row.reader,
  value: `${row.request_uuid}.${signToken(key, recordContext(row.request_uuid), row.link_id, Date.parse(row.expires_at), row.nonce)}`,
  expiresAt: row.expires_at,
});

/** A new link for one reader to record the book's pages with, until `expiresAt`. The value is `<requestUuid>.<signed link id>`. */
export async function makeRecordLink(db: Db, key: string, requestUuid: string, reader: string, expiresAt: Date): Promise<RecordLinkGiven> {
  const row: Row = {
    link_id: randomBytes(9).toString('base64url'),
    request_uuid: requestUuid,
    reader,
    nonce: randomBytes(16).toString('base64url'),
    expires_at: expiresAt.toISOString(),
  };
  await db
    .insertInto('record_links')
    .values({ ...row, created_at: new Date().toISOString() })
    .execute();
  return given(key, row);
}

/** The book's record links still working, oldest first. */
export async function recordLinksOf(db: Db, key: string, requestUuid: string, now = new Date()): Promise<RecordLinkGiven[]> {
  const rows = await db
    .selectFrom('record_links')
    .select(['link_id', 'reader', 'nonce', 'expires_at', 'request_uuid'])
    .where('request_uuid', '=', requestUuid)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at')
    .execute();
  return rows.map((row) => given(key, row));
}

/** Ends one of the book's record links; answers whether there was one. */
export async function stopRecordLink(db: Db, requestUuid: string, linkId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('record_links')
    .where('request_uuid', '=', requestUuid)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The reader a record link value lets record the book, with its id; null when it is not (or no longer) good for that book. */
export async function openRecordLink(
  db: Db,
  key: string,
  requestUuid: string,
  value: string,
): Promise<{ linkId: string; reader: string } | null> {
  const dot = value.indexOf('.');
  if (dot <= 0 || value.slice(0, dot) !== requestUuid) return null;
  const token = value.slice(dot + 1);
  const linkId = token.split('.')[0];
  const row = await db
    .selectFrom('record_links')
    .select(['reader', 'nonce'])
    .where('request_uuid', '=', requestUuid)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  if (!row || readToken(key, recordContext(requestUuid), token, row.nonce) !== linkId) return null;
  return { linkId, reader: row.reader };
}

/** Forgets the record links that have expired; answers how many. */
export async function forgetExpiredRecordLinks(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('record_links').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
