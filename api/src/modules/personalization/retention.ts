import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { photoFolder } from './photos/photoStore.js';
import { generatedFolder } from './previews/generatedImages.js';

/** Deletes a request's photo (object and record): after the book is made, or when the request is abandoned. */
export async function deleteChildPhoto(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await storage.deleteAll(photoFolder(requestUuid));
  await db.deleteFrom('photos').where('request_uuid', '=', requestUuid).execute();
}

/**
 * Once a request's book is made, keeps only what the order still needs: the child's photo and every
 * picture not in the book (other options, the print options' shots) are deleted, as the shop promises.
 * `kept` names the files of the pictures the book keeps.
 */
export async function keepOnlyTheMadeBook(db: Db, storage: ObjectStore, requestUuid: string, kept: Set<string>): Promise<void> {
  await deleteChildPhoto(db, storage, requestUuid);
  for (const { key } of await storage.list(generatedFolder(requestUuid))) {
    if (!kept.has(key.split('/').pop()!)) await storage.delete(key);
  }
}

/** Deletes everything drawn from a child's photo for a request, and the photo. */
export async function deleteRequestImages(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await deleteChildPhoto(db, storage, requestUuid);
  await storage.deleteAll(generatedFolder(requestUuid));
  await db.deleteFrom('page_jobs').where('request_uuid', '=', requestUuid).execute();
  await db.deleteFrom('book_previews').where('request_uuid', '=', requestUuid).execute();
  await db.updateTable('books').set({ pages: '{}' }).where('request_uuid', '=', requestUuid).execute();
}

/** Every child's photo on file, with when it was uploaded. */
export async function photosOnFile(db: Db): Promise<{ requestUuid: string; uploadedAt: string }[]> {
  const photos = await db.selectFrom('photos').select(['request_uuid', 'uploaded_at']).execute();
  return photos.map((photo) => ({ requestUuid: photo.request_uuid, uploadedAt: photo.uploaded_at }));
}

/** The requests whose preview started before a time. */
export async function previewsStartedBefore(db: Db, cutoff: string): Promise<string[]> {
  const previews = await db.selectFrom('book_previews').select('request_uuid').where('started_at', '<', cutoff).execute();
  return previews.map((preview) => preview.request_uuid);
}

/** The requests created before a time, with the child's first name ('' once forgotten). */
export async function requestsCreatedBefore(db: Db, cutoff: string): Promise<{ requestUuid: string; childFirstName: string }[]> {
  const requests = await db
    .selectFrom('book_requests')
    .select(['request_uuid', 'child_first_name'])
    .where('created_at', '<', cutoff)
    .execute();
  return requests.map((request) => ({ requestUuid: request.request_uuid, childFirstName: request.child_first_name }));
}

/** Forgets the child's first name of these requests; answers how many still had one. */
export async function forgetChildNames(db: Db, requestUuids: string[]): Promise<number> {
  let forgotten = 0;
  // In slices, as a statement takes a bounded number of parameters.
  for (let start = 0; start < requestUuids.length; start += 1000) {
    const result = await db
      .updateTable('book_requests')
      .set({ child_first_name: '', hindi_first_name: null })
      .where('request_uuid', 'in', requestUuids.slice(start, start + 1000))
      .where('child_first_name', '!=', '')
      .executeTakeFirst();
    forgotten += Number(result.numUpdatedRows);
  }
  return forgotten;
}

/** Deletes a request and its book; its pictures and photo go first, with `deleteRequestImages`. */
export async function forgetRequest(trx: Db, requestUuid: string): Promise<void> {
  await trx.deleteFrom('books').where('request_uuid', '=', requestUuid).execute();
  await trx.deleteFrom('book_requests').where('request_uuid', '=', requestUuid).execute();
}

/** Deletes the records of photo consents given before a time. */
export async function forgetConsentsBefore(db: Db, cutoff: string): Promise<number> {
  return Number((await db.deleteFrom('photo_consents').where('consented_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
}
