import { amountPaid, bookTitle, formatOrderDateTime, joinAddress } from 'shared-contracts/formats';
import type { Db } from '../db/openDatabase.js';
import type { JobQueue } from '../jobs/jobEngine.js';
import { queueEmail, REQUEST_ACCESS_PLACEHOLDER, SITE_ORIGIN_PLACEHOLDER } from '../mail/emailQueue.js';
import { depositReceivedEmail, orderReceiptEmail, paymentFailedEmail } from '../mail/emailTemplates.js';
import { toRupees } from './pricing.js';
import { JSON_COLUMNS, readJsonColumn } from '../db/jsonColumns.js';

/** Times in the customers' own time zone. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';

async function childName(db: Db, requestUuid: string): Promise<string | null> {
  const row = await db.selectFrom('book_requests').select('child_first_name').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return row?.child_first_name ?? null;
}

/** 'Deposit received', queued with the payment that paid it. */
export async function queueDepositReceived(db: Db, jobs: JobQueue, requestUuid: string): Promise<void> {
  const deposit = await db.selectFrom('deposit_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  await queueEmail(db, jobs, {
    kind: 'deposit-received',
    requestUuid,
    to: deposit.customer_email,
    rendered: depositReceivedEmail({
      customerName: deposit.customer_name,
      bookTitle: bookTitle(await childName(db, requestUuid)),
      amount: `₹${toRupees(deposit.amount_paise).toFixed(2)}`,
      requestUuid,
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
      access: REQUEST_ACCESS_PLACEHOLDER,
    }),
  });
}

/** The receipt, with every field of the confirmation page's order summary and delivery information. */
export async function queueOrderReceipt(
  db: Db,
  jobs: JobQueue,
  requestUuid: string,
  providerPaymentId: string,
  paidAt: Date,
): Promise<void> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  await queueEmail(db, jobs, {
    kind: 'order-receipt',
    requestUuid,
    to: order.customer_email,
    rendered: orderReceiptEmail({
      requestUuid,
      customerName: order.customer_name,
      bookTitle: bookTitle(await childName(db, requestUuid)),
      printType: order.print_type ?? '',
      printSize: order.print_size ?? '',
      orderDateTime: formatOrderDateTime(paidAt, SHOP_TIME_ZONE),
      amountPaid: amountPaid(order.currency, toRupees(order.total_paise ?? 0)),
      paymentId: providerPaymentId,
      deliveryAddress: joinAddress(order.delivery_address ? readJsonColumn(JSON_COLUMNS.address, order.delivery_address) : null),
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
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
  await queueEmail(db, jobs, {
    kind: 'payment-failed',
    requestUuid,
    discriminator: providerOrderId,
    to: order.customer_email,
    rendered: paymentFailedEmail({
      customerName: order.customer_name,
      bookTitle: bookTitle(await childName(db, requestUuid)),
      reason: reason || 'the payment was not completed',
      requestUuid,
      siteOrigin: SITE_ORIGIN_PLACEHOLDER,
      access: REQUEST_ACCESS_PLACEHOLDER,
    }),
  });
}
