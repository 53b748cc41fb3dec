import { randomBytes } from 'node:crypto';
import type { PageVoice } from 'contracts/schemas';
import type { Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

/** Where a book's recordings are kept: apart from its pictures, which go sooner. */
const voicesFolder = (requestUuid: string) => `voices/${requestUuid}/`;

/** The version a recording is told by: the tail of its file's name. */
const versionOf = (audioKey: string) => audioKey.slice(audioKey.lastIndexOf('-') + 1, -'.m4a'.length);

export interface NewPageVoice {
  page: number;
  reader: string;
  language: Language;
  seconds: number;
  /** 'owner', or the record link it came by. */
  recordedBy: string;
  audio: Buffer;
}

/** Keeps a page's recording, replacing the one before it (whose file goes once the new one is in place). */
export async function keepPageVoice(db: Db, storage: ObjectStore, requestUuid: string, voice: NewPageVoice): Promise<PageVoice> {
  const audioKey = `${voicesFolder(requestUuid)}${voice.page}-${randomBytes(6).toString('base64url').replace(/-/g, '_')}.m4a`;
  await storage.put(audioKey, voice.audio);
  const before = await db
    .selectFrom('page_voices')
    .select('audio_key')
    .where('request_uuid', '=', requestUuid)
    .where('page', '=', voice.page)
    .executeTakeFirst();
  const row = {
    request_uuid: requestUuid,
    page: voice.page,
    reader: voice.reader,
    language: voice.language,
    seconds: Math.round(voice.seconds * 10) / 10,
    audio_key: audioKey,
    recorded_by: voice.recordedBy,
    recorded_at: new Date().toISOString(),
  };
  await db
    .insertInto('page_voices')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['request_uuid', 'page']).doUpdateSet({
        reader: row.reader,
        language: row.language,
        seconds: row.seconds,
        audio_key: row.audio_key,
        recorded_by: row.recorded_by,
        recorded_at: row.recorded_at,
      }),
    )
    .execute();
  if (before) await storage.delete(before.audio_key);
  return { page: row.page, reader: row.reader, language: row.language, seconds: row.seconds, version: versionOf(audioKey) };
}

/** A book's recordings, by page. */
export async function pageVoicesOf(db: Db, requestUuid: string): Promise<PageVoice[]> {
  const rows = await db
    .selectFrom('page_voices')
    .select(['page', 'reader', 'language', 'seconds', 'audio_key'])
    .where('request_uuid', '=', requestUuid)
    .orderBy('page')
    .execute();
  return rows.map((row) => ({
    page: row.page,
    reader: row.reader,
    language: row.language,
    seconds: row.seconds,
    version: versionOf(row.audio_key),
  }));
}

/** A page's playable recording, or null when the page has none. */
export async function pageVoiceAudio(db: Db, storage: ObjectStore, requestUuid: string, page: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom('page_voices')
    .select('audio_key')
    .where('request_uuid', '=', requestUuid)
    .where('page', '=', page)
    .executeTakeFirst();
  return row ? storage.get(row.audio_key) : null;
}

/** Deletes a page's recording, file and record; answers whether there was one. */
export async function deletePageVoice(db: Db, storage: ObjectStore, requestUuid: string, page: number): Promise<boolean> {
  const row = await db
    .deleteFrom('page_voices')
    .where('request_uuid', '=', requestUuid)
    .where('page', '=', page)
    .returning('audio_key')
    .executeTakeFirst();
  if (row) await storage.delete(row.audio_key);
  return Boolean(row);
}

/** Deletes every recording of a book. */
export async function deleteBookVoices(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await storage.deleteAll(voicesFolder(requestUuid));
  await db.deleteFrom('page_voices').where('request_uuid', '=', requestUuid).execute();
}

/** The books that have any recording. */
export async function booksWithVoices(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('page_voices').select('request_uuid').distinct().execute();
  return rows.map((row) => row.request_uuid);
}
