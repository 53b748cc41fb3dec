import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { joinAddress } from 'contracts/formats';
import type { Db } from '../../platform/db/database.js';
import type { ProductOrder } from '../orders/tables.js';
import { CARRIERS, isCarrier } from '../orders/carriers.js';
import { inReview } from '../orders/reviewWindow.js';
import { recordDelivery, recordShipment } from '../orders/orderShipment.js';
import { findBookFile, findOrder, listOrdersWithBooks, printJobState, queuePrintAgain, recordSentToPrint } from '../orders/staffRecords.js';
import { bookPdfKey } from '../printing/printedBook.js';
import { toRupees } from '../catalogue/money.js';
import { line, printable } from './printable.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from '../orders/tables.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { revokeEmailLinks } from '../personalization/access/requestAccess.js';
import { bookRequestExists } from '../personalization/bookRequests.js';
import { paymentsOf } from '../payments/paymentHistory.js';
import { emailsOf } from '../emails/emailHistory.js';

export class OrderToolError extends Error {}

const rupees = (paise: number | null) => (paise === null ? '-' : `₹${toRupees(paise).toFixed(2)}`);

/** Product orders, newest first, optionally of one state ('shipped' is a paid order that has left). */
export async function listOrders(db: Db, state?: string): Promise<string> {
  const rows = await listOrdersWithBooks(db, state);
  if (!rows.length) return 'No orders.';
  return rows
    .map((o) =>
      [
        o.request_uuid,
        o.shipped_at ? 'shipped' : o.state,
        rupees(o.total_paise),
        o.customer_name,
        o.created_at.slice(0, 16).replace('T', ' '),
        o.pdf ? `pdf ${o.pdf}` : '',
      ]
        .map(printable)
        .join('  '),
    )
    .join('\n');
}

async function requireOrder(db: Db, requestUuid: string) {
  const order = await findOrder(db, requestUuid);
  if (!order) throw new OrderToolError(`No order ${requestUuid}`);
  return order;
}

/** How far a paid order has come, with the time of its last step. */
function stageOf(order: ProductOrder): string {
  if (order.delivered_at) return `delivered ${order.delivered_at}`;
  if (order.shipped_at) return `shipped ${order.shipped_at}`;
  if (order.sent_to_print_at) return `sent to print ${order.sent_to_print_at}`;
  if (order.state === 'paid' && inReview(order.review_until)) return `paid, may change until ${order.review_until}`;
  return order.state;
}

/** One order with its payments, emails and book file. */
export async function showOrder(db: Db, requestUuid: string): Promise<string> {
  const order = await requireOrder(db, requestUuid);
  const payments = await paymentsOf(db, requestUuid);
  const emails = await emailsOf(db, requestUuid);
  const pdf = await findBookFile(db, requestUuid);
  const address = order.delivery_address ? readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address) : null;
  return [
    line`Order ${requestUuid}: ${stageOf(order)}`,
    line`Customer: ${order.customer_name} <${order.customer_email}> ${order.customer_phone ?? ''}`.trim(),
    line`Print: ${order.print_type ?? '-'}, ${order.print_size ?? '-'}`,
    line`Subtotal ${rupees(order.subtotal_paise)}, shipping ${rupees(order.shipping_paise)}, discount ${rupees(order.discount_paise)}${order.coupon_code ? ` (${order.coupon_code})` : ''}, total ${rupees(order.total_paise)}`,
    line`Deliver to: ${joinAddress(address)}${order.tracking_number ? `, tracking ${order.carrier ? `${order.carrier} ` : ''}${order.tracking_number}` : ''}`,
    'Payments:',
    ...payments.map(
      (p) =>
        line`  ${p.payment_for} ${p.provider_order_id} ${rupees(p.amount_paise)} ${p.status}${p.provider_payment_id ? ` ${p.provider_payment_id}` : ''}${p.error_reason ? ` (${p.error_reason})` : ''}`,
    ),
    'Emails:',
    ...emails.map((e) => line`  ${e.kind} to ${e.to_address}: ${e.status} after ${e.attempts} attempt(s)`),
    line`Book PDF: ${pdf ? `${pdf.status}${pdf.pages ? `, ${pdf.pages} pages` : ''}${pdf.last_error ? ` (${pdf.last_error})` : ''}` : 'not queued'}`,
  ].join('\n');
}

/**
 * Copies the print files (the inside pages, then the cover spread) out of storage into a folder, for
 * the printer, and records the book as sent to print if its build has not (the customer's order page
 * shows it); answers the files' paths.
 */
export async function exportOrder(db: Db, storage: ObjectStore, requestUuid: string, toDir: string): Promise<string> {
  await requireOrder(db, requestUuid);
  const pdf = await findBookFile(db, requestUuid);
  if (!pdf?.file_name || pdf.status !== 'done')
    throw new OrderToolError(`The book of ${requestUuid} is not built yet (${pdf?.status ?? 'not queued'})`);
  const written: string[] = [];
  for (const fileName of [pdf.file_name, pdf.cover_file_name].filter((name) => name !== null)) {
    const bytes = await storage.get(bookPdfKey(fileName));
    if (!bytes) throw new OrderToolError(`The book file ${fileName} of ${requestUuid} is missing from ${storage.description}`);
    const file = path.resolve(toDir, fileName);
    await writeFile(file, bytes);
    written.push(file);
  }
  await recordSentToPrint(db, requestUuid);
  return written.join('\n');
}

/** Marks a paid order shipped, by a courier of CARRIERS when given, and queues the shipping email (sent by the running server). */
export async function markShipped(
  db: Db,
  jobs: JobQueue,
  requestUuid: string,
  trackingNumber: string | null,
  carrier: string | null = null,
): Promise<string> {
  if (carrier !== null && !isCarrier(carrier))
    throw new OrderToolError(`Unknown courier ${carrier}: one of ${Object.keys(CARRIERS).join(', ')}`);
  const order = await requireOrder(db, requestUuid);
  if (order.state !== 'paid') throw new OrderToolError(`Order ${requestUuid} is ${order.state}, not paid: it cannot be shipped`);
  if (order.shipped_at) return line`Order ${requestUuid} was already marked shipped on ${order.shipped_at}`;
  await recordShipment(db, jobs, requestUuid, { trackingNumber, carrier, trackingUrl: null });
  return `Order ${requestUuid} is marked shipped; the customer's email is queued`;
}

/** Marks a shipped order delivered (the customer's order page shows it); the links in its emails stop working. */
export async function markDelivered(db: Db, requestUuid: string): Promise<string> {
  const order = await requireOrder(db, requestUuid);
  if (!order.shipped_at) throw new OrderToolError(`Order ${requestUuid} is not shipped yet: mark it shipped first`);
  if (order.delivered_at) return line`Order ${requestUuid} was already marked delivered on ${order.delivered_at}`;
  await recordDelivery(db, requestUuid);
  return `Order ${requestUuid} is marked delivered; the links in its emails no longer open it`;
}

/** Revokes every link sent in a request's emails (a customer who forwarded one by mistake); later emails carry new ones. */
export async function revokeLinks(db: Db, requestUuid: string): Promise<string> {
  if (!(await bookRequestExists(db, requestUuid))) throw new OrderToolError(`No book request ${requestUuid}`);
  await revokeEmailLinks(db, requestUuid);
  return `The links in the emails of ${requestUuid} no longer open it`;
}

/**
 * Sends a book the print partner did not take to print again, once its cause is fixed (the file,
 * the address, the product code): the old job is forgotten and a new one queued for the running
 * server or worker. A job still under way at the partner is left alone.
 */
export async function printAgain(db: Db, jobs: JobQueue, requestUuid: string): Promise<string> {
  const order = await requireOrder(db, requestUuid);
  if (order.state !== 'paid') throw new OrderToolError(`Order ${requestUuid} is ${order.state}, not paid: it is not printed`);
  const job = await printJobState(db, requestUuid);
  if (job !== null && job !== 'rejected' && job !== 'cancelled')
    throw new OrderToolError(`The print job of ${requestUuid} is ${job}: it is not sent again`);
  await queuePrintAgain(db, jobs, requestUuid);
  return `The book of ${requestUuid} is queued to print again`;
}
