import { rm } from 'node:fs/promises';
import type { Db } from '../db/openDatabase.js';
import { photoFolder } from './photos/photoStore.js';
import { generatedFolder } from './previews/generatedImages.js';

/** Deletes a request's photo (file and record): after the book is made, or when the request is abandoned. */
export async function deleteChildPhoto(db: Db, dataDir: string, requestUuid: string): Promise<void> {
  await rm(photoFolder(dataDir, requestUuid), { recursive: true, force: true });
  await db.deleteFrom('photos').where('request_uuid', '=', requestUuid).execute();
}

/** Deletes everything drawn from a child's photo for a request, and the photo. */
export async function deleteRequestImages(db: Db, dataDir: string, requestUuid: string): Promise<void> {
  await deleteChildPhoto(db, dataDir, requestUuid);
  await rm(generatedFolder(dataDir, requestUuid), { recursive: true, force: true });
  await db.deleteFrom('page_jobs').where('request_uuid', '=', requestUuid).execute();
  await db.deleteFrom('book_previews').where('request_uuid', '=', requestUuid).execute();
  await db.updateTable('books').set({ pages: '{}' }).where('request_uuid', '=', requestUuid).execute();
}
