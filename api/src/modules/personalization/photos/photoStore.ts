import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { HeroLook } from 'contracts/hero';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';
import type { Db } from '../../../platform/db/database.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';

/** The storage folder of a request's photo. */
export const photoFolder = (requestUuid: string) => `photos/${requestUuid}/`;

/** The storage key of a request's photo, named in its record. */
export const photoKey = (requestUuid: string, fileName: string) => `${photoFolder(requestUuid)}${fileName}`;

export type StoredFace = Static<typeof PERSONALIZATION_JSON_COLUMNS.face>;

/** The face as the photos table keeps it (JSON written by recordPhoto). */
export const readStoredFace = (json: string) => readJsonColumn(PERSONALIZATION_JSON_COLUMNS.face, json);

export interface StoredPhoto {
  requestUuid: string;
  width: number;
  height: number;
  status: 'ok' | 'warning';
  face: StoredFace;
  estimatedSkinTone: string;
  /** The hero proposed from the photo. */
  proposedHero: HeroLook;
}

/** Keeps an accepted photo's file under a random name; answers the name, for `recordPhoto`. */
export async function keepPhotoFile(storage: ObjectStore, requestUuid: string, jpeg: Buffer): Promise<string> {
  const fileName = `${randomBytes(18).toString('base64url')}.jpg`;
  await storage.put(photoKey(requestUuid, fileName), jpeg);
  return fileName;
}

/**
 * Records a kept photo as the request's; a new photo for the same request replaces the old one.
 * Answers the replaced photo's file name, to remove once the transaction is committed.
 */
export async function recordPhoto(trx: Db, photo: StoredPhoto & { fileName: string }): Promise<string | null> {
  const previous = await trx.selectFrom('photos').select('file_name').where('request_uuid', '=', photo.requestUuid).executeTakeFirst();
  const row = {
    file_name: photo.fileName,
    status: photo.status,
    width: photo.width,
    height: photo.height,
    face: JSON.stringify(photo.face),
    estimated_skin_tone: photo.estimatedSkinTone,
    chosen_skin_tone: null,
    proposed_hero: JSON.stringify(photo.proposedHero),
    uploaded_at: new Date().toISOString(),
  };
  await trx
    .insertInto('photos')
    .values({ request_uuid: photo.requestUuid, ...row })
    .onConflict((oc) => oc.column('request_uuid').doUpdateSet(row))
    .execute();
  return previous?.file_name ?? null;
}

/** The child's photo while it is kept (its file and the face found on it); undefined once deleted. */
export const keptPhotoOf = (db: Db, requestUuid: string) =>
  db.selectFrom('photos').select(['file_name', 'face']).where('request_uuid', '=', requestUuid).executeTakeFirst();
