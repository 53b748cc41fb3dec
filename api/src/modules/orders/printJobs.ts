import { PDFDocument } from 'pdf-lib';
import type { Address } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { ShopMetrics } from '../../platform/operations/metrics.js';
import type { PrintJobState } from './tables.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import { CATALOGUE_JSON_COLUMNS } from '../catalogue/tables.js';
import { queueEmail } from '../emails/emailQueue.js';
import { printRefusedEmail } from '../emails/emailTemplates.js';
import { FINAL_PRINT_STATES, PrintRefused, type PartnerJobStatus, type PrintAddress, type PrintPartner } from '../printing/printPartner.js';
import { emailBook } from './orderEmails.js';
import { recordDelivery, recordShipment } from './orderShipment.js';
import { bookPdfKey } from '../printing/printedBook.js';
import { printSizeOf } from '../catalogue/printSizes.js';

/** What sending books to print takes. */
export interface PrintSending {
  partner: PrintPartner;
  storage: ObjectStore;
  /** A signed address a print file may be fetched from until it expires (the partner fetches it). */
  fileUrl(fileName: string): string;
  /** Where the staff are told of a book the partner refused: the shop's own address. */
  shopEmail: string;
  log: { error(facts: object, message: string): void };
  metrics?: ShopMetrics;
}

/** A try that may have reached the partner is looked for among the jobs made from this long before it. */
const FIND_SLACK_MS = 10 * 60_000;
/** Points a built cover may differ from the partner's size: rounding, never a wrong book. */
const COVER_SLACK_PT = 2;

/** A job's way to the door, in order. */
const PROGRESS: readonly PrintJobState[] = ['sending', 'accepted', 'in-production', 'shipped', 'delivered'];

/**
 * The states a job may move to `next` from: only earlier ones, so a late or replayed report never
 * moves a job back; a refusal or cancellation from any that is not final.
 */
function statesBefore(next: PrintJobState): PrintJobState[] {
  if (next === 'rejected' || next === 'cancelled') return PROGRESS.filter((state) => state !== 'delivered');
  return PROGRESS.slice(0, PROGRESS.indexOf(next));
}

/** Queued once the book is built: the book goes to print by itself. */
export async function queuePrintJob(db: Db, jobs: JobQueue, requestUuid: string): Promise<void> {
  await jobs.enqueue(db, 'print-job', { requestUuid });
}

function printAddress(address: Address, email: string): PrintAddress {
  return {
    name: `${address.firstName} ${address.lastName}`,
    street1: address.addressLine1,
    street2: [address.addressLine2, address.addressLine3].filter(Boolean).join(', ') || null,
    city: address.city,
    stateCode: address.state,
    postcode: address.zip,
    countryCode: address.country ?? 'IN',
    phoneNumber: address.phoneNumber,
    email,
  };
}

/** The built cover's size in points, read from its PDF. */
async function coverSize(storage: ObjectStore, fileName: string): Promise<{ width: number; height: number }> {
  const bytes = await storage.get(bookPdfKey(fileName));
  if (!bytes) throw new Error(`The cover file ${fileName} is missing from storage`);
  const page = (await PDFDocument.load(bytes, { updateMetadata: false })).getPage(0);
  return page.getSize();
}

/**
 * Where the book stands with the partner, as the order shows it: being printed once accepted,
 * shipped with the partner's courier and link, delivered; a refusal or cancellation tells the staff
 * (log at error, metric, an email to the shop) and the order page says what happens next. Each step
 * is taken once, whichever of a webhook, a poll or a retry reports it first, and never undone by a
 * report older than it.
 */
export async function applyPrintStatus(db: Db, jobs: JobQueue, sending: PrintSending, requestUuid: string, status: PartnerJobStatus) {
  const now = new Date().toISOString();
  const changed = await db
    .updateTable('print_jobs')
    .set({ job_id: status.jobId, state: status.state, detail: status.detail, updated_at: now })
    .where('request_uuid', '=', requestUuid)
    .where((eb) =>
      eb.or([eb('state', 'in', statesBefore(status.state)), eb.and([eb('state', '=', status.state), eb('job_id', 'is', null)])]),
    )
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return;
  sending.metrics?.countPrintState(status.state);
  if (status.state === 'rejected' || status.state === 'cancelled') {
    await tellStaff(db, jobs, sending, requestUuid, status.state, status.detail ?? `The partner reported the job ${status.state}`);
    return;
  }
  await db
    .updateTable('product_orders')
    .set({ sent_to_print_at: now })
    .where('request_uuid', '=', requestUuid)
    .where('sent_to_print_at', 'is', null)
    .execute();
  if (status.state === 'shipped' || status.state === 'delivered')
    await recordShipment(db, jobs, requestUuid, {
      trackingNumber: status.trackingNumber,
      carrier: status.carrier,
      trackingUrl: status.trackingUrl,
    });
  if (status.state === 'delivered') await recordDelivery(db, requestUuid);
}

async function tellStaff(db: Db, jobs: JobQueue, sending: PrintSending, requestUuid: string, state: PrintJobState, reason: string) {
  sending.log.error({ requestUuid, partner: sending.partner.name, state, reason }, 'print job not taken by the partner');
  await queueEmail(db, jobs, {
    kind: 'print-refused',
    requestUuid,
    to: sending.shopEmail,
    rendered: printRefusedEmail({ requestUuid, partner: sending.partner.name, state, reason }),
  });
}

/** Refuses an order's job before or at the partner: recorded once, and the staff told. */
async function refuse(db: Db, jobs: JobQueue, sending: PrintSending, requestUuid: string, reason: string) {
  await db
    .updateTable('print_jobs')
    .set({ state: 'rejected', detail: reason.slice(0, 500), updated_at: new Date().toISOString() })
    .where('request_uuid', '=', requestUuid)
    .execute();
  sending.metrics?.countPrintState('rejected');
  await tellStaff(db, jobs, sending, requestUuid, 'rejected', reason);
}

/**
 * Sends one built book to the print partner, once: the order's id is the job's key, so a job
 * already answered is not sent again, and a try that may have reached the partner before failing is
 * looked for there first. Its product code comes from the print-type data, its cover is checked
 * against the size the partner asks, and the files go as signed, expiring addresses. A refusal is
 * final (the staff are told); any other failure is thrown for the job engine to try again.
 */
export async function sendToPrint(db: Db, jobs: JobQueue, sending: PrintSending, requestUuid: string): Promise<void> {
  const { partner } = sending;
  const now = new Date().toISOString();
  const first = await db
    .insertInto('print_jobs')
    .values({
      request_uuid: requestUuid,
      partner: partner.name,
      job_id: null,
      state: 'sending',
      detail: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('request_uuid').doNothing())
    .executeTakeFirst();
  const job = await db.selectFrom('print_jobs').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  if (job.state !== 'sending') return;
  if (Number(first.numInsertedOrUpdatedRows) === 0 && partner.findJob) {
    const found = await partner.findJob(requestUuid, new Date(Date.parse(job.created_at) - FIND_SLACK_MS));
    if (found) return applyPrintStatus(db, jobs, sending, requestUuid, found);
  }
  const order = await db
    .selectFrom('product_orders')
    .innerJoin('book_pdfs', 'book_pdfs.request_uuid', 'product_orders.request_uuid')
    .select([
      'product_orders.print_type',
      'product_orders.print_size',
      'product_orders.delivery_address',
      'product_orders.customer_email',
      'book_pdfs.file_name',
      'book_pdfs.cover_file_name',
      'book_pdfs.pages',
    ])
    .where('product_orders.request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  if (!order.file_name || !order.cover_file_name || !order.pages || !order.delivery_address)
    throw new Error(`The book of ${requestUuid} is not built, or has no delivery address`);
  const size = order.print_type && order.print_size ? await printSizeOf(db, order.print_type, order.print_size) : undefined;
  const products = size ? readJsonColumn(CATALOGUE_JSON_COLUMNS.partnerProducts, size.partner_products) : {};
  const productCode = partner.name === 'files' ? 'files' : products[partner.name];
  if (!productCode)
    return refuse(
      db,
      jobs,
      sending,
      requestUuid,
      `${partner.name} makes no ${order.print_type ?? '?'}, ${order.print_size ?? '?'} (no product code in the print-type data)`,
    );
  try {
    if (partner.coverDimensions) {
      const asked = await partner.coverDimensions(productCode, order.pages);
      const built = await coverSize(sending.storage, order.cover_file_name);
      if (Math.abs(asked.width - built.width) > COVER_SLACK_PT || Math.abs(asked.height - built.height) > COVER_SLACK_PT)
        throw new PrintRefused(
          `The built cover is ${built.width.toFixed(1)} x ${built.height.toFixed(1)} pt; ${partner.name} asks ${asked.width} x ${asked.height} pt for ${productCode} with ${order.pages} pages`,
        );
    }
    const status = await partner.submit({
      externalId: requestUuid,
      title: (await emailBook(db, requestUuid)).title,
      productCode,
      interiorUrl: sending.fileUrl(order.file_name),
      coverUrl: sending.fileUrl(order.cover_file_name),
      interiorPages: order.pages,
      shippingAddress: printAddress(readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address), order.customer_email),
    });
    await applyPrintStatus(db, jobs, sending, requestUuid, status);
  } catch (error) {
    if (error instanceof PrintRefused) return refuse(db, jobs, sending, requestUuid, error.message);
    throw error;
  }
}

/** Asks the partner about every job not finished, for a webhook that never came (run hourly). */
export async function pollPrintJobs(db: Db, jobs: JobQueue, sending: PrintSending): Promise<void> {
  const open = await db
    .selectFrom('print_jobs')
    .select(['request_uuid', 'job_id'])
    .where('partner', '=', sending.partner.name)
    .where('job_id', 'is not', null)
    .where('state', 'not in', [...FINAL_PRINT_STATES, 'sending'] as PrintJobState[])
    .execute();
  for (const job of open) {
    try {
      await applyPrintStatus(db, jobs, sending, job.request_uuid, await sending.partner.status(job.job_id!));
    } catch (error) {
      sending.log.error({ requestUuid: job.request_uuid, error: (error as Error).message }, 'could not ask the print partner');
    }
  }
}
