import type { Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/domainError.js';
import { findProduct } from '../catalogue/index.js';
import { bookStory } from './stories/bookStory.js';
import { companionsOf } from './heroes/companionList.js';
import { REQUEST_NOT_FOUND } from './access/requestAccess.js';

/** The personalization request an order is for, with its product. */
export async function requireBookRequest(db: Db, requestUuid: string) {
  const request = await findBookRequest(db, requestUuid);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/** The personalization request an order is for, with its story's title and deposit; undefined when either is gone. */
export async function findBookRequest(db: Db, requestUuid: string) {
  const row = await db
    .selectFrom('book_requests')
    .select(['request_uuid', 'child_first_name', 'product_id'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  const product = row && (await findProduct(db, row.product_id));
  return row && product && { ...row, title: product.title, deposit_paise: product.depositPaise };
}

export interface NewBookRequest {
  requestUuid: string;
  productId: number;
  childFirstName: string;
  gender: 'Boy' | 'Girl';
  age: number;
  birthMonth: number;
  language: Language;
  /** A bilingual book's second language; null: one language. */
  secondLanguage: Language | null;
  /** The child's name in Devanagari, for Hindi words; null: the name as typed. */
  hindiFirstName: string | null;
  sessionId: string | null;
  /** Hash of the request's secret, new on every write (the caller's draft gets the key). */
  accessKeyHash: string;
}

/**
 * Records a visitor's child details for a story (the personalization flow's first step); the caller
 * checked the visitor may. Writing them again makes the request the writer's: its session and key
 * replace the earlier ones, so whoever claimed it last is the only one who may act on it.
 */
export async function createBookRequest(db: Db, request: NewBookRequest): Promise<void> {
  const row = {
    request_uuid: request.requestUuid,
    product_id: request.productId,
    child_first_name: request.childFirstName,
    gender: request.gender,
    age: request.age,
    birth_month: request.birthMonth,
    language: request.language,
    second_language: request.secondLanguage,
    hindi_first_name: request.hindiFirstName,
    session_id: request.sessionId,
    access_key_hash: request.accessKeyHash,
    created_at: new Date().toISOString(),
  };
  await db
    .insertInto('book_requests')
    .values(row)
    .onConflict((oc) =>
      oc.column('request_uuid').doUpdateSet({
        product_id: row.product_id,
        child_first_name: row.child_first_name,
        gender: row.gender,
        age: row.age,
        birth_month: row.birth_month,
        language: row.language,
        second_language: row.second_language,
        hindi_first_name: row.hindi_first_name,
        session_id: row.session_id,
        access_key_hash: row.access_key_hash,
      }),
    )
    .execute();
}

/** Whether a book request exists. */
export async function bookRequestExists(db: Db, requestUuid: string): Promise<boolean> {
  const row = await db.selectFrom('book_requests').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return row !== undefined;
}

/** The books of the shop's sample flipbooks: pictures chosen by the shop, under request ids of their own. */
export const sampleBooks = {
  async forgetAll(trx: Db, requestUuidPrefix: string): Promise<void> {
    await trx.deleteFrom('books').where('request_uuid', 'like', `${requestUuidPrefix}%`).execute();
  },
  async save(trx: Db, book: { requestUuid: string; productId: number; pages: Record<string, string>; createdAt: string }): Promise<void> {
    await trx
      .insertInto('books')
      .values({ request_uuid: book.requestUuid, product_id: book.productId, pages: JSON.stringify(book.pages), created_at: book.createdAt })
      .execute();
  },
};

/** Who and what a request's book is about: the child's first name, who comes along, the book's language and its title in that language; undefined when there is no such request. */
export async function requestStory(db: Db, requestUuid: string) {
  const request = await db
    .selectFrom('book_requests')
    .select(['child_first_name', 'language', 'product_id'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  const product = request && (await findProduct(db, request.product_id));
  if (!request || !product) return undefined;
  return {
    childFirstName: request.child_first_name,
    language: request.language,
    title: bookStory(product, request.language).title,
    companions: await companionsOf(db, requestUuid),
  };
}

/** Whether the parent has chosen the book's pictures. */
export async function hasChosenPictures(db: Db, requestUuid: string): Promise<boolean> {
  const book = await db.selectFrom('books').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return book !== undefined;
}

/** The child's first name on a request, read in the caller's transaction. */
export async function childFirstNameOf(trx: Db, requestUuid: string): Promise<string | undefined> {
  const request = await trx
    .selectFrom('book_requests')
    .select('child_first_name')
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  return request?.child_first_name;
}

/** Gives the child on a request a new first name (the pages are then drawn again with it). */
export async function renameChild(trx: Db, requestUuid: string, childFirstName: string): Promise<void> {
  await trx
    .updateTable('book_requests')
    .set({ child_first_name: childFirstName, hindi_first_name: null })
    .where('request_uuid', '=', requestUuid)
    .execute();
}
