import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from './tables.js';

/** A book's story and the pictures chosen for its pages (by page number); undefined before they are chosen. */
export async function chosenPagesOf(
  db: Db,
  requestUuid: string,
): Promise<{ productId: number; pages: Record<string, string> } | undefined> {
  const book = await db.selectFrom('books').select(['product_id', 'pages']).where('request_uuid', '=', requestUuid).executeTakeFirst();
  return book && { productId: book.product_id, pages: readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, book.pages) };
}

/**
 * A request's book as the parent made it: the child, the story, the pictures chosen for each page and
 * the confirmed hero (absent for a book made before heroes were confirmed). Throws when the request
 * or its chosen pictures are gone.
 */
export async function chosenBook(db: Db, requestUuid: string) {
  return db
    .selectFrom('book_requests')
    .innerJoin('books', 'books.request_uuid', 'book_requests.request_uuid')
    .leftJoin('book_previews', 'book_previews.request_uuid', 'book_requests.request_uuid')
    .select([
      'book_requests.product_id',
      'book_requests.child_first_name',
      'book_requests.gender',
      'book_requests.age',
      'book_requests.language',
      'book_requests.second_language',
      'book_requests.hindi_first_name',
      'books.pages',
      'book_previews.skin_tone',
      'book_previews.hero',
      'book_previews.companions',
    ])
    .where('book_requests.request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
}
