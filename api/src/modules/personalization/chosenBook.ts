import type { Db } from '../../platform/db/openDatabase.js';

/**
 * A request's book as the parent made it, for printing: the child, the story, the pictures chosen
 * for each page, the confirmed hero (absent for a book made before heroes were confirmed), and the
 * photo when it is still kept. Throws when the request or its chosen pictures are gone.
 */
export async function chosenBook(db: Db, requestUuid: string) {
  const book = await db
    .selectFrom('book_requests')
    .innerJoin('books', 'books.request_uuid', 'book_requests.request_uuid')
    .leftJoin('book_previews', 'book_previews.request_uuid', 'book_requests.request_uuid')
    .select([
      'book_requests.product_id',
      'book_requests.child_first_name',
      'book_requests.gender',
      'book_requests.age',
      'book_requests.language',
      'books.pages',
      'book_previews.skin_tone',
      'book_previews.hero',
    ])
    .where('book_requests.request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  const photo = await db.selectFrom('photos').select(['file_name', 'face']).where('request_uuid', '=', requestUuid).executeTakeFirst();
  return { ...book, photo };
}
