import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { HeroLook } from 'shared-contracts/hero';
import { JSON_COLUMNS, readJsonColumn } from '../../../platform/db/jsonColumns.js';
import type { Db } from '../../../platform/db/openDatabase.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';

/** The storage folder of a request's photo. */
export const photoFolder = (requestUuid: string) => `photos/${requestUuid}/`;

/** The storage key of a request's photo, named in its record. */
export const photoKey = (requestUuid: string, fileName: string) => `${photoFolder(requestUuid)}${fileName}`;

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
  /** The hero proposed from the photo. */
  proposedHero: HeroLook;
}

/**
 * Keeps an accepted photo under a random name and records it; a new photo for the same request
 * replaces the old one, whose object is removed.
 */
export async function storePhoto(db: Db, storage: ObjectStore, photo: StoredPhoto): Promise<void> {
  const fileName = `${randomBytes(18).toString('base64url')}.jpg`;
  await storage.put(photoKey(photo.requestUuid, fileName), photo.jpeg);
  const previous = await db.selectFrom('photos').select('file_name').where('request_uuid', '=', photo.requestUuid).executeTakeFirst();
  const row = {
    file_name: fileName,
    status: photo.status,
    width: photo.width,
    height: photo.height,
    face: JSON.stringify(photo.face),
    estimated_skin_tone: photo.estimatedSkinTone,
    chosen_skin_tone: null,
    proposed_hero: JSON.stringify(photo.proposedHero),
    uploaded_at: new Date().toISOString(),
  };
  await db
    .insertInto('photos')
    .values({ request_uuid: photo.requestUuid, ...row })
    .onConflict((oc) => oc.column('request_uuid').doUpdateSet(row))
    .execute();
  if (previous) await storage.delete(photoKey(photo.requestUuid, previous.file_name));
}
