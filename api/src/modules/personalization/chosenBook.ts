import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import type { Language } from 'contracts/languages';
import type { Gender } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { bookEdition, type BookEdition } from './bookEdition.js';
import { readCompanions } from './heroes/companionList.js';
import { readHeroLook, storedLook } from './heroes/heroLooks.js';
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
 * A book as the parent chose it; the print, the flipbook's words and the drawing requests are each
 * made from it.
 */
export interface ChosenBook {
  productId: number;
  /** The language its words are told in first. */
  language: Language;
  /** Its languages and the child's name as each spells it. */
  edition: BookEdition;
  /** The child, named as the words of the book's first language spell it. */
  child: { firstName: string; gender: Gender; age: number };
  /** The hero the parent confirmed; null for a book made before heroes were confirmed. */
  confirmedHero: HeroLook | null;
  /** The hero it is drawn with: the confirmed one, else the child's default in their skin tone. */
  look: HeroLook;
  companions: Companion[];
  /** The chosen picture's address for each page, by page number. */
  pages: Record<string, string>;
}

/** A request's book as the parent made it. Throws when the request or its chosen pictures are gone. */
export async function readChosenBook(db: Db, requestUuid: string): Promise<ChosenBook> {
  const row = await db
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
  const edition = bookEdition(row);
  return {
    productId: row.product_id,
    language: row.language,
    edition,
    child: { firstName: edition.names[row.language], gender: row.gender, age: row.age },
    confirmedHero: row.hero ? readHeroLook(row.hero) : null,
    look: storedLook(row.hero, { gender: row.gender, age: row.age, skinTone: row.skin_tone ?? 'Medium' }),
    companions: readCompanions(row.companions),
    pages: readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, row.pages),
  };
}
