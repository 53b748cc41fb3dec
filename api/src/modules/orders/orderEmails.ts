import { orderArrivesBy } from './orderRoute.js';
import { amountPaid, bookTitle, formatArrivalDay, formatOrderDateTime, joinAddress } from 'contracts/formats';
import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import {
  queueEmail,
  REQUEST_ACCESS_PLACEHOLDER,
  SITE_ORIGIN_PLACEHOLDER,
  depositReceivedEmail,
  orderReceiptEmail,
  paymentFailedEmail,
} from '../emails/index.js';
import { toRupees, printOptionNames } from '../catalogue/index.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import { previewCoverKey, requestStory, withCompany } from '../personalization/index.js';

/** Times in the customers' own time zone. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The book an email is about: its title (with who comes along) and the language the email is written in (the book's). */
export async function emailBook(db: Db, requestUuid: string): Promise<{ language: Language; title: string }> {
  const story = await requestStory(db, requestUuid);
  const language = story?.language ?? DEFAULT_LANGUAGE;
  return { language, title: bookTitle(story?.childFirstName, language) + withCompany(story?.companions ?? [], language) };
}

/** 'Deposit received', queued with the payment that paid it. */
export async function queueDepositReceived(db: Db, jobs: JobQueue, requestUuid: string): Promise<void> {
  const deposit = await db.selectFrom('deposit_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  const book = await emailBook(db, requestUuid);
  await queueEmail(db, jobs, {
    kind: 'deposit-received',
    requestUuid,
    to: deposit.customer_email,
    rendered: depositReceivedEmail({
      language: book.language,
      customerName: deposit.customer_name,
      bookTitle: book.title,
      amount: `₹${toRupees(deposit.amount_paise).toFixed(2)}`,
      requestUuid,
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
      access: REQUEST_ACCESS_PLACEHOLDER,
    }),
  });
}

/**
 * The receipt, with every field of the confirmation page's order summary and delivery information,
 * the book's own cover above them and until when the book may still change.
 */
export async function queueOrderReceipt(
  db: Db,
  jobs: JobQueue,
  requestUuid: string,
  providerPaymentId: string,
  paidAt: Date,
): Promise<void> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  const book = await emailBook(db, requestUuid);
  const printOption = (await printOptionNames(db, order.print_type ?? '', order.print_size ?? ''))[book.language];
  const cover = await previewCoverKey(db, requestUuid);
  const arrival = await orderArrivesBy(db, order, { hours: 0 }, paidAt);
  await queueEmail(db, jobs, {
    kind: 'order-receipt',
    requestUuid,
    to: order.customer_email,
    pictureKey: cover,
    rendered: orderReceiptEmail({
      language: book.language,
      requestUuid,
      customerName: order.customer_name,
      bookTitle: book.title,
      printType: printOption.printType,
      printSize: printOption.size,
      orderDateTime: formatOrderDateTime(paidAt, SHOP_TIME_ZONE, book.language),
      amountPaid: amountPaid(order.currency, toRupees(order.total_paise ?? 0)),
      depositPaid: order.deposit_paise > 0 ? amountPaid(order.currency, toRupees(order.deposit_paise)) : null,
      paymentId: providerPaymentId,
      deliveryAddress: joinAddress(
        order.delivery_address ? readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address) : null,
        book.language,
      ),
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
      access: REQUEST_ACCESS_PLACEHOLDER,
      reviewUntil: order.review_until ? formatOrderDateTime(new Date(order.review_until), SHOP_TIME_ZONE, book.language) : null,
      // Its window is on the order once paid: none kept means none.
      arrivesBy: arrival ? formatArrivalDay(arrival, book.language) : null,
      withCover: cover !== null,
    }),
  });
}

/** 'Your payment did not go through', with a link back to the checkout; one per failed attempt. */
export async function queuePaymentFailed(
  db: Db,
  jobs: JobQueue,
  requestUuid: string,
  providerOrderId: string,
  reason: string | undefined,
): Promise<void> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  const book = await emailBook(db, requestUuid);
  await queueEmail(db, jobs, {
    kind: 'payment-failed',
    requestUuid,
    discriminator: providerOrderId,
    to: order.customer_email,
    rendered: paymentFailedEmail({
      language: book.language,
      customerName: order.customer_name,
      bookTitle: book.title,
      reason,
      requestUuid,
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
      access: REQUEST_ACCESS_PLACEHOLDER,
    }),
  });
}
