import type { Db } from '../../../platform/db/database.js';
import { findProduct } from '../../catalogue/index.js';
import { nameInWords } from '../bookEdition.js';

/**
 * What a preview's pictures are drawn from: the child, the story, the hero the parent confirmed and the
 * companions beside them,
 * with the preview's image token (a new hero, a new token); undefined when the request, its preview
 * or its story is gone.
 */
export async function previewHero(db: Db, requestUuid: string) {
  const request = await db
    .selectFrom('book_requests')
    .innerJoin('book_previews', 'book_previews.request_uuid', 'book_requests.request_uuid')
    .select([
      'book_requests.child_first_name',
      'book_requests.hindi_first_name',
      'book_requests.second_language',
      'book_requests.gender',
      'book_requests.age',
      'book_requests.language',
      'book_requests.product_id',
      'book_previews.skin_tone',
      'book_previews.hero',
      'book_previews.companions',
      'book_previews.image_token',
    ])
    .where('book_requests.request_uuid', '=', requestUuid)
    .executeTakeFirst();
  const product = request && (await findProduct(db, request.product_id));
  // The child's name as the words of the book's language spell it.
  return request && product && { ...request, child_first_name: nameInWords(request), product };
}
