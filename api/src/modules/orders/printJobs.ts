import { PDFDocument } from 'pdf-lib';
import type { Address } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { ShopMetrics } from '../../platform/operations/metrics.js';
import type { PrintJobState } from './tables.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import { queueEmail, printRefusedEmail } from '../emails/index.js';
import {
  FINAL_PRINT_STATES,
  PrintRefused,
  type PartnerJobStatus,
  type PrintAddress,
  type PrintPartner,
  type PrintPartners,
  writeOneFileBook,
  bookPdfKey,
} from '../printing/index.js';
import type { PrintPartnerName } from '../catalogue/index.js';
import { orderRoute } from './orderRoute.js';
import { COUNTRY } from 'contracts/constants';
import { emailBook } from './orderEmails.js';
import { recordDelivery, recordShipment } from './orderShipment.js';

/** What sending books to print takes. */
export interface PrintSending {
  /** The partners books may go to; a route to one not here keeps its files for staff. */
  partners: PrintPartners;
  storage: ObjectStore;
  /** A signed address a print file may be fetched from until it expires (the partner fetches it). */
  fileUrl(fileName: string): string;
  /** Where the staff are told of a book the partner refused: the shop's own address. */
  shopEmail: string;
  log: { error(facts: object, message: string): void; warn(facts: object, message: string): void };
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

/** The shop names the United Kingdom UK; partners take ISO 3166-1 codes, where it is GB. */
const isoCountry = (code: string) => (code === COUNTRY.UK.code ? 'GB' : code);

function printAddress(address: Address, email: string): PrintAddress {
  return {
    name: `${address.firstName} ${address.lastName}`,
    street1: address.addressLine1,
    street2: [address.addressLine2, address.addressLine3].filter(Boolean).join(', ') || null,
    city: address.city,
    stateCode: address.state,
    postcode: address.zip,
    countryCode: isoCountry(address.country ?? COUNTRY.IN.code),
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
  const job = await db.selectFrom('print_jobs').select('partner').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const partner = job?.partner ?? 'files';
  sending.log.error({ requestUuid, partner, state, reason }, 'print job not taken by the partner');
  await queueEmail(db, jobs, {
    kind: 'print-refused',
    requestUuid,
    to: sending.shopEmail,
    rendered: printRefusedEmail({ requestUuid, partner, state, reason }),
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

/** The partner a job goes to (and went to): its route's, or the files for staff when that partner is not configured. */
function partnerOf(sending: PrintSending, name: PrintPartnerName): PrintPartner {
  return sending.partners[name] ?? sending.partners.files;
}

/** A built, paid book as sending it needs it: its size, delivery address and files. */
async function builtBook(db: Db, requestUuid: string) {
  const book = await db
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
  const { file_name: interior, cover_file_name: cover, pages, delivery_address: address } = book;
  if (!interior || !cover || !pages || !address) throw new Error(`The book of ${requestUuid} is not built, or has no delivery address`);
  const delivery = readJsonColumn(ORDERS_JSON_COLUMNS.address, address);
  return {
    label: `${book.print_type ?? '?'}, ${book.print_size ?? '?'}`,
    route: await orderRoute(db, book),
    files: { interior, cover },
    pages,
    address: printAddress(delivery, book.customer_email),
  };
}

/** Refuses a cover whose size is not the one the partner asks for this product and page count. */
async function checkCover(sending: PrintSending, partner: PrintPartner, productCode: string, pages: number, coverFile: string) {
  if (!partner.coverDimensions) return;
  const asked = await partner.coverDimensions(productCode, pages);
  const built = await coverSize(sending.storage, coverFile);
  if (Math.abs(asked.width - built.width) > COVER_SLACK_PT || Math.abs(asked.height - built.height) > COVER_SLACK_PT)
    throw new PrintRefused(
      `The built cover is ${built.width.toFixed(1)} x ${built.height.toFixed(1)} pt; ${partner.name} asks ${asked.width} x ${asked.height} pt for ${productCode} with ${pages} pages`,
    );
}

/**
 * Sends one built book to print, once, to the partner its route names (the print-type data, by
 * size and delivery country): the order's id is the job's key, so a job already answered is not
 * sent again, and a try that may have reached the partner before failing is looked for there first.
 * A size with no route to the country, or a cover not the size the partner asks, is refused to
 * staff; the files go as signed, expiring addresses. A refusal is final (the staff are told); any
 * other failure is thrown for the job engine to try again.
 */
export async function sendToPrint(db: Db, jobs: JobQueue, sending: PrintSending, requestUuid: string): Promise<void> {
  const sent = await db.selectFrom('print_jobs').select('state').where('request_uuid', '=', requestUuid).executeTakeFirst();
  // Answered already: nothing to send (its files may be gone by now).
  if (sent && sent.state !== 'sending') return;
  const book = await builtBook(db, requestUuid);
  const routed = book.route ? partnerOf(sending, book.route.partner) : sending.partners.files;
  if (book.route && routed.name !== book.route.partner)
    sending.log.warn(
      { requestUuid, route: book.route.partner },
      'the route names a partner without credentials: its files are kept for staff',
    );
  const now = new Date().toISOString();
  const first = await db
    .insertInto('print_jobs')
    .values({
      request_uuid: requestUuid,
      partner: routed.name,
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
  // A retry goes where the first try went, whatever the settings say since.
  const partner = partnerOf(sending, job.partner as PrintPartnerName);
  if (Number(first.numInsertedOrUpdatedRows) === 0 && partner.findJob) {
    const found = await partner.findJob(requestUuid, new Date(Date.parse(job.created_at) - FIND_SLACK_MS));
    if (found) return applyPrintStatus(db, jobs, sending, requestUuid, found);
  }
  if (!book.route)
    return refuse(db, jobs, sending, requestUuid, `No route makes ${book.label} for delivery to ${book.address.countryCode}`);
  const productCode = partner.name === 'files' ? 'files' : book.route.product;
  if (!productCode) return refuse(db, jobs, sending, requestUuid, `The route to ${partner.name} for ${book.label} names no product`);
  try {
    await checkCover(sending, partner, productCode, book.pages, book.files.cover);
    const status = await partner.submit({
      externalId: requestUuid,
      title: (await emailBook(db, requestUuid)).title,
      productCode,
      interiorUrl: sending.fileUrl(book.files.interior),
      coverUrl: sending.fileUrl(book.files.cover),
      ...(partner.takesOneFile ? { bookUrl: sending.fileUrl(await writeOneFileBook(sending.storage, book.files)) } : {}),
      interiorPages: book.pages,
      shippingAddress: book.address,
    });
    await applyPrintStatus(db, jobs, sending, requestUuid, status);
  } catch (error) {
    if (error instanceof PrintRefused) return refuse(db, jobs, sending, requestUuid, error.message);
    throw error;
  }
}

/** Asks each partner about every job of its not finished, for a webhook that never came (run hourly). */
export async function pollPrintJobs(db: Db, jobs: JobQueue, sending: PrintSending): Promise<void> {
  const open = await db
    .selectFrom('print_jobs')
    .select(['request_uuid', 'job_id', 'partner'])
    .where('partner', '!=', 'files')
    .where('job_id', 'is not', null)
    .where('state', 'not in', [...FINAL_PRINT_STATES, 'sending'] as PrintJobState[])
    .execute();
  for (const job of open) {
    const partner = sending.partners[job.partner as PrintPartnerName];
    if (!partner) continue;
    try {
      await applyPrintStatus(db, jobs, sending, job.request_uuid, await partner.status(job.job_id!));
    } catch (error) {
      sending.log.error({ requestUuid: job.request_uuid, error: (error as Error).message }, 'could not ask the print partner');
    }
  }
}
