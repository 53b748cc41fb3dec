import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { photoKey } from './photos/photoStore.js';
import { PERSONALIZATION_JSON_COLUMNS } from './tables.js';

/**
 * What the shop keeps of a child for a request, for the parent's export: the details typed, the book's
 * languages, the hero and companions as confirmed, and the photo while it is kept (a data URL); null
 * when the request is gone.
 */
export async function childPersonalData(db: Db, storage: ObjectStore, requestUuid: string) {
  const request = await db
    .selectFrom('book_requests')
    .select(['child_first_name', 'hindi_first_name', 'gender', 'age', 'birth_month', 'language', 'second_language', 'created_at'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  if (!request) return null;
  const [preview, photo] = await Promise.all([
    db.selectFrom('book_previews').select(['hero', 'companions']).where('request_uuid', '=', requestUuid).executeTakeFirst(),
    db.selectFrom('photos').select(['file_name', 'uploaded_at']).where('request_uuid', '=', requestUuid).executeTakeFirst(),
  ]);
  const photoBytes = photo ? await storage.get(photoKey(requestUuid, photo.file_name)) : null;
  return {
    firstName: request.child_first_name,
    hindiFirstName: request.hindi_first_name,
    gender: request.gender,
    age: request.age,
    birthMonth: request.birth_month,
    bookLanguage: request.language,
    secondBookLanguage: request.second_language,
    createdAt: request.created_at,
    hero: preview?.hero ? (JSON.parse(preview.hero) as unknown) : null,
    companions: preview?.companions ? readJsonColumn(PERSONALIZATION_JSON_COLUMNS.companions, preview.companions) : [],
    photo: photo && photoBytes ? { uploadedAt: photo.uploaded_at, image: `data:image/jpeg;base64,${photoBytes.toString('base64')}` } : null,
  };
}
