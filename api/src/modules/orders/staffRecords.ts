import type { Static } from '@sinclair/typebox';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { queuePrintJob } from './printJobs.js';
import { ORDERS_JSON_COLUMNS, type BookPdfsTable, type ProductOrder } from './tables.js';

/** What the staff's order tools read and record of an order, its book file and its print job. */

/** An order as the staff's tools show it. */
export interface StaffOrder {
  state: ProductOrder['state'];
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  printType: string | null;
  printSize: string | null;
  subtotalPaise: number | null;
  shippingPaise: number | null;
  discountPaise: number | null;
  couponCode: string | null;
  totalPaise: number | null;
  deliveryAddress: Static<typeof ORDERS_JSON_COLUMNS.address> | null;
  reviewUntil: string | null;
  sentToPrintAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** A book's print files as the staff's tools show them. */
export interface StaffBookFile {
  status: BookPdfsTable['status'];
  pages: number | null;
  lastError: string | null;
  fileName: string | null;
  coverFileName: string | null;
}

/** Product orders with their book file's state, newest first; optionally of one state ('shipped' is a paid order that has left). */
export async function listOrdersWithBooks(db: Db, state?: string) {
  let query = db
    .selectFrom('product_orders')
    .leftJoin('book_pdfs', 'book_pdfs.request_uuid', 'product_orders.request_uuid')
    .select([
      'product_orders.request_uuid as requestUuid',
      'product_orders.state',
      'product_orders.customer_name as customerName',
      'product_orders.total_paise as totalPaise',
      'product_orders.created_at as createdAt',
      'product_orders.shipped_at as shippedAt',
      'book_pdfs.status as pdf',
    ])
    .orderBy('product_orders.created_at', 'desc');
  if (state === 'shipped') query = query.where('product_orders.shipped_at', 'is not', null);
  else if (state) query = query.where('product_orders.state', '=', state as never).where('product_orders.shipped_at', 'is', null);
  return query.execute();
}

export async function findOrder(db: Db, requestUuid: string): Promise<StaffOrder | undefined> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();
  return (
    order && {
      state: order.state,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      customerPhone: order.customer_phone,
      printType: order.print_type,
      printSize: order.print_size,
      subtotalPaise: order.subtotal_paise,
      shippingPaise: order.shipping_paise,
      discountPaise: order.discount_paise,
      couponCode: order.coupon_code,
      totalPaise: order.total_paise,
      deliveryAddress: order.delivery_address ? readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address) : null,
      reviewUntil: order.review_until,
      sentToPrintAt: order.sent_to_print_at,
      shippedAt: order.shipped_at,
      deliveredAt: order.delivered_at,
      carrier: order.carrier,
      trackingNumber: order.tracking_number,
    }
  );
}

export const findBookFile = (db: Db, requestUuid: string): Promise<StaffBookFile | undefined> =>
  db
    .selectFrom('book_pdfs')
    .select(['status', 'pages', 'last_error as lastError', 'file_name as fileName', 'cover_file_name as coverFileName'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();

/** Records a book as sent to print when staff hand its files over, unless its build already did. */
export async function recordSentToPrint(db: Db, requestUuid: string): Promise<void> {
  await db
    .updateTable('product_orders')
    .set({ sent_to_print_at: new Date().toISOString() })
    .where('request_uuid', '=', requestUuid)
    .where('sent_to_print_at', 'is', null)
    .execute();
}

/** The state of a book's print job at the partner, or null when none was made. */
export async function printJobState(db: Db, requestUuid: string): Promise<string | null> {
  const job = await db.selectFrom('print_jobs').select('state').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return job?.state ?? null;
}

/** Forgets a book's print job and queues a new one. */
export async function queuePrintAgain(db: Db, jobs: JobQueue, requestUuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('print_jobs').where('request_uuid', '=', requestUuid).execute();
    await queuePrintJob(trx, jobs, requestUuid);
  });
}
