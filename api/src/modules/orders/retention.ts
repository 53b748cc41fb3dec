import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { releaseCoupon } from '../coupons/index.js';
import { forgetPaymentsOf, hasPaidMoney } from '../payments/index.js';
import { bookPdfKey, oneFileBookName } from '../printing/index.js';

/** What the orders module keeps of a request, and the operations that end it when its time is up. */

const requestsWhere = async (rows: Promise<{ request_uuid: string }[]>) => new Set((await rows).map((row) => row.request_uuid));

/** The requests whose book order is paid. */
export const requestsWithPaidOrder = (db: Db) =>
  requestsWhere(db.selectFrom('product_orders').select('request_uuid').where('state', '=', 'paid').execute());

/** The requests whose deposit is paid. */
export const requestsWithPaidDeposit = (db: Db) =>
  requestsWhere(db.selectFrom('deposit_orders').select('request_uuid').where('state', '=', 'paid').execute());

/** The requests whose book shipped before a time. */
export const requestsShippedBefore = (db: Db, cutoff: string) =>
  requestsWhere(db.selectFrom('product_orders').select('request_uuid').where('shipped_at', '<', cutoff).execute());

/** The requests whose print-ready book is made. */
export const requestsWithBookMade = (db: Db) =>
  requestsWhere(db.selectFrom('book_pdfs').select('request_uuid').where('status', '=', 'done').execute());

/** Gives back the coupon use an order being deleted holds. */
async function releaseOrderCoupon(trx: Db, requestUuid: string): Promise<void> {
  const order = await trx.selectFrom('product_orders').select('coupon_code').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (order?.coupon_code) await releaseCoupon(trx, order.coupon_code);
}

/** Deletes a request's quote, order, deposit and book file records (giving back its coupon); only for a request nothing was paid for. */
export async function forgetOrdersOf(trx: Db, requestUuid: string): Promise<void> {
  await releaseOrderCoupon(trx, requestUuid);
  for (const table of ['product_orders', 'deposit_orders', 'book_pdfs'] as const) {
    await trx.deleteFrom(table).where('request_uuid', '=', requestUuid).execute();
  }
}

/** Deletes the print files of books shipped before a time, keeping the record that they were made. */
export async function forgetBookFilesShippedBefore(db: Db, storage: ObjectStore, cutoff: string): Promise<number> {
  const books = await db
    .selectFrom('book_pdfs')
    .innerJoin('product_orders', 'product_orders.request_uuid', 'book_pdfs.request_uuid')
    .select(['book_pdfs.request_uuid', 'book_pdfs.file_name', 'book_pdfs.cover_file_name'])
    .where('book_pdfs.file_name', 'is not', null)
    .where('product_orders.shipped_at', '<', cutoff)
    .execute();
  for (const book of books) {
    await storage.delete(bookPdfKey(book.file_name!));
    await storage.delete(bookPdfKey(oneFileBookName(book.file_name!)));
    if (book.cover_file_name) await storage.delete(bookPdfKey(book.cover_file_name));
    await db
      .updateTable('book_pdfs')
      .set({ file_name: null, cover_file_name: null, status: 'deleted' })
      .where('request_uuid', '=', book.request_uuid)
      .execute();
  }
  return books.length;
}

/** Clears the delivery address of orders shipped before a time. */
export async function forgetDeliveryAddressesShippedBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .updateTable('product_orders')
    .set({ delivery_address: null })
    .where('delivery_address', 'is not', null)
    .where('shipped_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Clears the contact and addresses of orders and deposits paid before a time. */
export async function forgetContactsPaidBefore(db: Db, cutoff: string): Promise<number> {
  const orders = await db
    .updateTable('product_orders')
    .set({ customer_name: '', customer_email: '', customer_phone: null, billing_address: null, delivery_address: null })
    .where('state', '=', 'paid')
    .where('paid_at', '<', cutoff)
    .where('customer_email', '!=', '')
    .executeTakeFirst();
  const deposits = await db
    .updateTable('deposit_orders')
    .set({ customer_name: '', customer_email: '', customer_phone: '' })
    .where('state', '=', 'paid')
    .where('paid_at', '<', cutoff)
    .where('customer_email', '!=', '')
    .executeTakeFirst();
  return Number(orders.numUpdatedRows) + Number(deposits.numUpdatedRows);
}

/** Deletes unpaid orders and deposits, and their payment attempts, last changed before a time. */
export async function forgetUnpaidOrdersChangedBefore(db: Db, cutoff: string): Promise<number> {
  let ended = 0;
  for (const table of ['product_orders', 'deposit_orders'] as const) {
    const paymentFor = table === 'product_orders' ? 'product' : 'deposit';
    const stale = await db.selectFrom(table).select('request_uuid').where('state', '!=', 'paid').where('updated_at', '<', cutoff).execute();
    for (const { request_uuid } of stale) {
      await db.transaction().execute(async (trx) => {
        // Money that arrived for an order that changed meanwhile is kept, with its order.
        if (await hasPaidMoney(trx, request_uuid, paymentFor)) return;
        if (table === 'product_orders') await releaseOrderCoupon(trx, request_uuid);
        await forgetPaymentsOf(trx, request_uuid, paymentFor);
        await trx.deleteFrom(table).where('request_uuid', '=', request_uuid).execute();
        ended += 1;
      });
    }
  }
  return ended;
}
