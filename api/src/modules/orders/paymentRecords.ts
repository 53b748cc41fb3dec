import { randomBytes } from 'node:crypto';
import { lockRequest } from '../personalization/access/requestAccess.js';
import type { Db } from '../../platform/db/openDatabase.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { Payment } from '../../platform/db/schema.js';
import { queueBookPdf } from './bookPdfJobs.js';
import { reviewEnds, type ReviewWindow } from './reviewWindow.js';
import { lockOrder, priceFromFacts } from './orderPrice.js';
import { queueDepositReceived, queueOrderReceipt, queuePaymentFailed } from './orderEmails.js';
import type { PaymentProvider } from '../payments/paymentProvider.js';

export interface PaymentFailure {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
}

/**
 * A provider order for an amount: the open one when it is for the same amount (so a second click
 * does not create another), else a new one. The provider never learns the request id: its order id
 * leads back to the request through our payments table.
 */
export async function openPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  { requestUuid, paymentFor, amountPaise }: { requestUuid: string; paymentFor: 'deposit' | 'product'; amountPaise: number },
): Promise<string> {
  const open = await db
    .selectFrom('payments')
    .select('provider_order_id')
    .where('request_uuid', '=', requestUuid)
    .where('payment_for', '=', paymentFor)
    .where('status', '=', 'created')
    .where('amount_paise', '=', amountPaise)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (open) return open.provider_order_id;
  const receipt = `${paymentFor}-${randomBytes(8).toString('hex')}`;
  const { orderId } = await provider.createOrder({ amountPaise, currency: 'INR', receipt, notes: { paymentFor } });
  const now = new Date().toISOString();
  await db
    .insertInto('payments')
    .values({
      provider_order_id: orderId,
      request_uuid: requestUuid,
      payment_for: paymentFor,
      provider: provider.name,
      amount_paise: amountPaise,
      currency: 'INR',
      status: 'created',
      provider_payment_id: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return orderId;
}

export async function findPayment(db: Db, providerOrderId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

export type SuccessOutcome = 'recorded' | 'already-paid' | 'order-changed' | 'duplicate';

/** A provider's webhook delivery, handled once: it is recorded in the transaction that acts on it. */
export interface WebhookDelivery {
  eventId: string;
  event: string;
}

/** Records a webhook delivery; false when it was handled before (then the caller changes nothing). */
async function firstDelivery(trx: Db, delivery: WebhookDelivery | undefined): Promise<boolean> {
  if (!delivery) return true;
  const inserted = await trx
    .insertInto('webhook_events')
    .values({ event_id: delivery.eventId, event: delivery.event, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Whether the payment pays for what it was taken for, at the price it has now: the story's deposit,
 * or the order's price worked out again from its facts, on its locked row (an order that changed
 * while it was paid, or was paid already, is not paid by it).
 */
async function paysFor(trx: Db, payment: Payment): Promise<boolean> {
  // The request's row first (as every change to a request locks it): what is paid for cannot change under the payment.
  await lockRequest(trx, payment.request_uuid);
  if (payment.payment_for === 'deposit') {
    const due = await trx
      .selectFrom('book_requests')
      .innerJoin('products', 'products.product_id', 'book_requests.product_id')
      .innerJoin('deposit_orders', 'deposit_orders.request_uuid', 'book_requests.request_uuid')
      .select(['products.deposit_paise', 'deposit_orders.amount_paise', 'deposit_orders.state'])
      .where('book_requests.request_uuid', '=', payment.request_uuid)
      .executeTakeFirst();
    return due?.state !== 'paid' && due?.deposit_paise === payment.amount_paise && due.amount_paise === payment.amount_paise;
  }
  const order = await lockOrder(trx, payment.request_uuid);
  if (!order || order.state === 'paid') return false;
  const { total } = await priceFromFacts(trx, order);
  return total === payment.amount_paise && order.total_paise === payment.amount_paise;
}

/**
 * Records money a provider took, once: later calls change nothing and a paid order never moves back.
 * A payment that pays for its order (paysFor) marks it paid; one that does not (the order changed
 * while it was paid, or was paid already) is kept as money to give back (`refund_due`) and marks
 * nothing. A webhook's delivery is recorded in the same transaction: a delivery whose recording
 * failed is handled again when retried.
 */
export async function recordPaymentSuccess(
  db: Db,
  jobs: JobQueue,
  review: ReviewWindow,
  payment: Payment,
  providerPaymentId: string,
  delivery?: WebhookDelivery,
): Promise<SuccessOutcome> {
  return db.transaction().execute(async (trx) => {
    if (!(await firstDelivery(trx, delivery))) return 'duplicate';
    const now = new Date().toISOString();
    const pays = await paysFor(trx, payment);
    const updated = await trx
      .updateTable('payments')
      .set({ status: pays ? 'paid' : 'refund_due', provider_payment_id: providerPaymentId, updated_at: now })
      .where('provider_order_id', '=', payment.provider_order_id)
      .where('status', 'in', ['created', 'failed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'already-paid';
    if (!pays) return 'order-changed';
    if (payment.payment_for === 'deposit') {
      await trx
        .updateTable('deposit_orders')
        .set({ state: 'paid', paid_at: now, updated_at: now })
        .where('request_uuid', '=', payment.request_uuid)
        .execute();
      await queueDepositReceived(trx, jobs, payment.request_uuid);
      return 'recorded';
    }
    // The book may still change until its review window ends; then it is built and goes to print.
    const reviewUntil = reviewEnds(review, new Date(now));
    await trx
      .updateTable('product_orders')
      .set({ state: 'paid', paid_at: now, updated_at: now, review_until: reviewUntil.toISOString() })
      .where('request_uuid', '=', payment.request_uuid)
      .execute();
    // The coupon's use was counted when it was applied (couponHolds.ts).
    await queueOrderReceipt(trx, jobs, payment.request_uuid, providerPaymentId, new Date(now));
    await queueBookPdf(trx, jobs, payment.request_uuid, reviewUntil);
    return 'recorded';
  });
}

/**
 * Who told us a payment failed: the provider (its webhook, its "bank" in the sandbox, or its answer
 * when we asked), or only the payer's browser, which is believed for the page it shows but never
 * sends the customer an email.
 */
export type FailureReporter = 'provider' | 'payer';

/**
 * Records a failed attempt; a payment or order already paid is left as it is. The "payment failed"
 * email is queued only on the provider's word.
 */
export async function recordPaymentFailure(
  db: Db,
  jobs: JobQueue,
  payment: Payment,
  failure: PaymentFailure,
  { reportedBy, delivery }: { reportedBy: FailureReporter; delivery?: WebhookDelivery },
): Promise<'recorded' | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    if (!(await firstDelivery(trx, delivery))) return 'duplicate';
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable('payments')
      .set({
        status: 'failed',
        error_code: failure.code ?? null,
        error_description: failure.description ?? null,
        error_source: failure.source ?? null,
        error_step: failure.step ?? null,
        error_reason: failure.reason ?? null,
        updated_at: now,
      })
      .where('provider_order_id', '=', payment.provider_order_id)
      .where('status', 'in', ['created', 'failed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'recorded';
    const table = payment.payment_for === 'deposit' ? 'deposit_orders' : 'product_orders';
    const order = await trx
      .updateTable(table)
      .set({ state: 'payment_failed', updated_at: now })
      .where('request_uuid', '=', payment.request_uuid)
      .where('state', '!=', 'paid')
      .executeTakeFirst();
    if (reportedBy === 'provider' && payment.payment_for === 'product' && Number(order.numUpdatedRows) === 1) {
      await queuePaymentFailed(trx, jobs, payment.request_uuid, payment.provider_order_id, failure.description);
    }
    return 'recorded';
  });
}
