import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { joinAddress } from 'contracts/formats';
import type { Db } from '../../platform/db/database.js';
import {
  CARRIERS,
  isCarrier,
  inReview,
  recordDelivery,
  recordShipment,
  findBookFile,
  findOrder,
  listOrdersWithBooks,
  printJobState,
  queuePrintAgain,
  recordSentToPrint,
  type StaffOrder,
} from '../orders/index.js';
import { bookPdfKey } from '../printing/index.js';
import { toRupees } from '../catalogue/index.js';
import { line, printable } from './printable.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { revokeEmailLinks, bookRequestExists } from '../personalization/index.js';
import { paymentsOf } from '../payments/index.js';
import { emailsOf } from '../emails/index.js';

export class OrderToolError extends Error {}

const rupees = (paise: number | null) => (paise === null ? '-' : `₹${toRupees(paise).toFixed(2)}`);

/** Product orders, newest first, optionally of one state ('shipped' is a paid order that has left). */
export async function listOrders(db: Db, state?: string): Promise<string> {
  const rows = await listOrdersWithBooks(db, state);
  if (!rows.length) return 'No orders.';
  return rows
    .map((o) =>
      [
        o.requestUuid,
        o.shippedAt ? 'shipped' : o.state,
        rupees(o.totalPaise),
        o.customerName,
        o.createdAt.slice(0, 16).replace('T', ' '),
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
function stageOf(order: StaffOrder): string {
  if (order.deliveredAt) return `delivered ${order.deliveredAt}`;
  if (order.shippedAt) return `shipped ${order.shippedAt}`;
  if (order.sentToPrintAt) return `sent to print ${order.sentToPrintAt}`;
  if (order.state === 'paid' && inReview(order.reviewUntil)) return `paid, may change until ${order.reviewUntil}`;
  return order.state;
}

/** One order with its payments, emails and book file. */
export async function showOrder(db: Db, requestUuid: string): Promise<string> {
  const order = await requireOrder(db, requestUuid);
  const payments = await paymentsOf(db, requestUuid);
  const emails = await emailsOf(db, requestUuid);
  const pdf = await findBookFile(db, requestUuid);
  return [
    line`Order ${requestUuid}: ${stageOf(order)}`,
    line`Customer: ${order.customerName} <${order.customerEmail}> ${order.customerPhone ?? ''}`.trim(),
    line`Print: ${order.printType ?? '-'}, ${order.printSize ?? '-'}`,
    line`Subtotal ${rupees(order.subtotalPaise)}, shipping ${rupees(order.shippingPaise)}, discount ${rupees(order.discountPaise)}${order.couponCode ? ` (${order.couponCode})` : ''}, total ${rupees(order.totalPaise)}`,
    line`Deliver to: ${joinAddress(order.deliveryAddress)}${order.trackingNumber ? `, tracking ${order.carrier ? `${order.carrier} ` : ''}${order.trackingNumber}` : ''}`,
    'Payments:',
    ...payments.map(
      (p) =>
        line`  ${p.paymentFor} ${p.providerOrderId} ${rupees(p.amountPaise)} ${p.status}${p.providerPaymentId ? ` ${p.providerPaymentId}` : ''}${p.errorReason ? ` (${p.errorReason})` : ''}`,
    ),
    'Emails:',
    ...emails.map((e) => line`  ${e.kind} to ${e.toAddress}: ${e.status} after ${e.attempts} attempt(s)`),
    line`Book PDF: ${pdf ? `${pdf.status}${pdf.pages ? `, ${pdf.pages} pages` : ''}${pdf.lastError ? ` (${pdf.lastError})` : ''}` : 'not queued'}`,
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
  if (!pdf?.fileName || pdf.status !== 'done')
    throw new OrderToolError(`The book of ${requestUuid} is not built yet (${pdf?.status ?? 'not queued'})`);
  const written: string[] = [];
  for (const fileName of [pdf.fileName, pdf.coverFileName].filter((name) => name !== null)) {
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
  if (order.shippedAt) return line`Order ${requestUuid} was already marked shipped on ${order.shippedAt}`;
  await recordShipment(db, jobs, requestUuid, { trackingNumber, carrier, trackingUrl: null });
  return `Order ${requestUuid} is marked shipped; the customer's email is queued`;
}

/** Marks a shipped order delivered (the customer's order page shows it); the links in its emails stop working. */
export async function markDelivered(db: Db, requestUuid: string): Promise<string> {
  const order = await requireOrder(db, requestUuid);
  if (!order.shippedAt) throw new OrderToolError(`Order ${requestUuid} is not shipped yet: mark it shipped first`);
  if (order.deliveredAt) return line`Order ${requestUuid} was already marked delivered on ${order.deliveredAt}`;
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
