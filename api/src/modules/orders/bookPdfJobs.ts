import type { Db } from '../../platform/db/database.js';
import type { JobAttempt, JobQueue } from '../../platform/jobs/jobEngine.js';
import { isBookDrawn, keepOnlyTheMadeBook, lockRequest } from '../personalization/index.js';
import { bookPdfKey, printFileNames, printPictureWidth, type BookContent, type PrintSettings, type PrintFiles } from '../printing/index.js';
import { bookContent, type BookContentSettings } from './bookContent.js';
import { queuePrintJob } from './printJobs.js';

/** How the book-pdf job makes a book's files: what its content takes, and the printing. */
export interface BookPdfSettings extends BookContentSettings {
  print: PrintSettings;
  /** Builds the print files, the pages' pictures drawn this many pixels wide (in the work pool, off the event loop). */
  printBook(content: BookContent, width: number): Promise<PrintFiles>;
}

/** Queued with the payment of a product order, in the same transaction, to be built once its review window ends. */
export async function queueBookPdf(db: Db, jobs: JobQueue, requestUuid: string, buildAt: Date): Promise<void> {
  const stored = await db
    .insertInto('book_pdfs')
    .values({
      request_uuid: requestUuid,
      status: 'pending',
      attempts: 0,
      next_attempt_at: buildAt.toISOString(),
      file_name: null,
      pages: null,
      last_error: null,
      created_at: new Date().toISOString(),
      built_at: null,
    })
    .onConflict((oc) => oc.column('request_uuid').doNothing())
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows) > 0) await jobs.enqueue(db, 'book-pdf', { requestUuid }, { startAfter: buildAt });
}

/**
 * Ends the order's review window, under the request's lock: a change that took the lock first is in
 * the book, and every later one is refused. Refused while a change is still being drawn.
 */
async function closeReview(db: Db, requestUuid: string): Promise<void> {
  const closed = await db.transaction().execute(async (trx) => {
    await lockRequest(trx, requestUuid);
    if (!(await isBookDrawn(trx, requestUuid))) return false;
    const now = new Date().toISOString();
    await trx
      .updateTable('product_orders')
      .set({ review_until: now })
      .where('request_uuid', '=', requestUuid)
      .where('review_until', '>', now)
      .execute();
    return true;
  });
  if (!closed) throw new Error('The pages or the cover are still being drawn after a change');
}

/**
 * Builds one book and then keeps only what the order still needs (keepOnlyTheMadeBook).
 */
async function buildOne(
  db: Db,
  settings: BookPdfSettings,
  requestUuid: string,
): Promise<{ files: ReturnType<typeof printFileNames>; pages: number }> {
  await closeReview(db, requestUuid);
  const { content, chosenFiles } = await bookContent(db, settings, requestUuid);
  const built = await settings.printBook(content, printPictureWidth(content, settings.print.dpi));
  const files = printFileNames(requestUuid);
  await settings.storage.put(bookPdfKey(files.interior), built.interior);
  await settings.storage.put(bookPdfKey(files.cover), built.cover);
  await keepOnlyTheMadeBook(db, settings.storage, requestUuid, chosenFiles);
  return { files, pages: built.interiorPages };
}

/**
 * Builds one order's book once its review window has ended, if not built yet, and sends it to
 * print. A failed try is recorded and thrown (the job engine tries again later); after the last
 * one the book is marked failed, for the staff to look at.
 */
export async function buildBookPdf(
  db: Db,
  jobs: JobQueue,
  settings: BookPdfSettings,
  requestUuid: string,
  attempt: JobAttempt,
): Promise<void> {
  const job = await db.selectFrom('book_pdfs').select('status').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (job?.status !== 'pending') return;
  const tried = { attempts: attempt.number, next_attempt_at: new Date().toISOString() };
  let built: Awaited<ReturnType<typeof buildOne>>;
  try {
    built = await buildOne(db, settings, requestUuid);
  } catch (error) {
    await db
      .updateTable('book_pdfs')
      .set({ ...tried, status: attempt.final ? 'failed' : 'pending', last_error: (error as Error).message.slice(0, 500) })
      .where('request_uuid', '=', requestUuid)
      .execute();
    throw error;
  }
  await db
    .updateTable('book_pdfs')
    .set({
      ...tried,
      status: 'done',
      file_name: built.files.interior,
      cover_file_name: built.files.cover,
      pages: built.pages,
      built_at: new Date().toISOString(),
      last_error: null,
    })
    .where('request_uuid', '=', requestUuid)
    .execute();
  // Built, the book goes to print by itself.
  await queuePrintJob(db, jobs, requestUuid);
  jobs.wake();
}
