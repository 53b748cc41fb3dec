import type { Db } from '../../../platform/db/database.js';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';

/** A generated file's picture, its variants (alone, printed for a sheet, two pages wide) taken back to it. */
const pictureOf = (file: string) => file.replace(/(-alone|-print-.+)?\.webp$/, '');

/**
 * Whether a generated file belongs to the book as the parent chose it: a chosen picture in any of
 * its variants, or the book's cover in any shape. Not the options left aside, nor the print shots.
 */
export async function inChosenBook(db: Db, requestUuid: string, file: string): Promise<boolean> {
  if (/-cover(-w\d{3,5})?\.webp$/.test(file)) return true;
  const book = await db.selectFrom('books').select('pages').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!book) return false;
  const chosen = Object.values(readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, book.pages));
  return chosen.some((url) => pictureOf(url.split('/').pop() ?? '') === pictureOf(file));
}
