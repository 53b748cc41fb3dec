import type { Db } from '../../platform/db/openDatabase.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { photoFolder } from './photos/photoStore.js';
import { generatedFolder } from './previews/generatedImages.js';

/** Deletes a request's photo (object and record): after the book is made, or when the request is abandoned. */
export async function deleteChildPhoto(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await storage.deleteAll(photoFolder(requestUuid));
  await db.deleteFrom('photos').where('request_uuid', '=', requestUuid).execute();
}

/** Deletes everything drawn from a child's photo for a request, and the photo. */
export async function deleteRequestImages(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await deleteChildPhoto(db, storage, requestUuid);
  await storage.deleteAll(generatedFolder(requestUuid));
  await db.deleteFrom('page_jobs').where('request_uuid', '=', requestUuid).execute();
  await db.deleteFrom('book_previews').where('request_uuid', '=', requestUuid).execute();
  await db.updateTable('books').set({ pages: '{}' }).where('request_uuid', '=', requestUuid).execute();
}
