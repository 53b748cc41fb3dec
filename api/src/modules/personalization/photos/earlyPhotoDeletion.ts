import type { Db } from '../../../platform/db/database.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import { findProduct } from '../../catalogue/index.js';
import { photoKey } from './photoStore.js';

/**
 * Deletes the child's photo once the parent has confirmed the hero it proposed and the preview's first
 * pages are drawn from that hero: a generator that draws from the hero alone never reads the photo
 * again. Only the photo seen here goes: one uploaded meanwhile waits for its own hero's first pages.
 */
export async function deletePhotoOnceFirstPagesDrawn(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  const photo = await db.selectFrom('photos').select('file_name').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const request =
    photo && (await db.selectFrom('book_requests').select('product_id').where('request_uuid', '=', requestUuid).executeTakeFirst());
  const product = request && (await findProduct(db, request.product_id));
  if (!photo || !product) return;
  const firstPages = await db
    .selectFrom('page_jobs')
    .select('status')
    .where('request_uuid', '=', requestUuid)
    .orderBy('page_number')
    .limit(product.pagesPerBatch)
    .execute();
  if (firstPages.length === 0 || firstPages.some((page) => page.status !== 'available')) return;
  await storage.delete(photoKey(requestUuid, photo.file_name));
  await db.deleteFrom('photos').where('request_uuid', '=', requestUuid).where('file_name', '=', photo.file_name).execute();
}
