import type { Db } from '../../platform/db/database.js';
import type { BookPdfsTable, ProductOrder } from './tables.js';
import type { Selectable } from 'kysely';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { queuePrintJob } from './printJobs.js';

/** What the staff's order tools read and record of an order, its book file and its print job. */

/** Product orders with their book file's state, newest first; optionally of one state ('shipped' is a paid order that has left). */
export async function listOrdersWithBooks(db: Db, state?: string) {
  let query = db
    .selectFrom('product_orders')
    .leftJoin('book_pdfs', 'book_pdfs.request_uuid', 'product_orders.request_uuid')
    .select([
      'product_orders.request_uuid',
      'product_orders.state',
      'product_orders.customer_name',
      'product_orders.total_paise',
      'product_orders.created_at',
      'product_orders.shipped_at',
      'book_pdfs.status as pdf',
    ])
    .orderBy('product_orders.created_at', 'desc');
  if (state === 'shipped') query = query.where('product_orders.shipped_at', 'is not', null);
  else if (state) query = query.where('product_orders.state', '=', state as never).where('product_orders.shipped_at', 'is', null);
  return query.execute();
}

export const findOrder = (db: Db, requestUuid: string): Promise<ProductOrder | undefined> =>
  db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();

export const findBookFile = (db: Db, requestUuid: string): Promise<Selectable<BookPdfsTable> | undefined> =>
  db.selectFrom('book_pdfs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();

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
