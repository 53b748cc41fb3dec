import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { JSON_COLUMNS, readJsonColumn } from '../../db/jsonColumns.js';
import type { Db } from '../../db/openDatabase.js';

/** Where a request's photo files live, under the data folder. */
export function photoFolder(dataDir: string, requestUuid: string): string {
  return path.join(dataDir, 'photos', requestUuid);
}

export type StoredFace = Static<typeof JSON_COLUMNS.face>;

/** The face as the photos table keeps it (JSON written by storePhoto). */
export const readStoredFace = (json: string) => readJsonColumn(JSON_COLUMNS.face, json);

export interface StoredPhoto {
  requestUuid: string;
  jpeg: Buffer;
  width: number;
  height: number;
  status: 'ok' | 'warning';
  face: StoredFace;
  estimatedSkinTone: string;
}

/**
 * Keeps an accepted photo under a random name (readable by the server's user only) and records it;
 * a new photo for the same request replaces the old one, whose file is removed.
 */
export async function storePhoto(db: Db, dataDir: string, photo: StoredPhoto): Promise<void> {
  const folder = photoFolder(dataDir, photo.requestUuid);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(18).toString('base64url')}.jpg`;
  await writeFile(path.join(folder, fileName), photo.jpeg, { mode: 0o600 });
  const previous = await db.selectFrom('photos').select('file_name').where('request_uuid', '=', photo.requestUuid).executeTakeFirst();
  const row = {
    file_name: fileName,
    status: photo.status,
    width: photo.width,
    height: photo.height,
    face: JSON.stringify(photo.face),
    estimated_skin_tone: photo.estimatedSkinTone,
    chosen_skin_tone: null,
    uploaded_at: new Date().toISOString(),
  };
  await db
    .insertInto('photos')
    .values({ request_uuid: photo.requestUuid, ...row })
    .onConflict((oc) => oc.column('request_uuid').doUpdateSet(row))
    .execute();
  if (previous) await rm(path.join(folder, previous.file_name), { force: true });
}
