import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import type { Payment } from './tables.js';
import type { PaymentProvider } from './paymentProvider.js';
import type { FailureReporter, PaymentFailure, PaymentSettlement } from './paymentSettlement.js';

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
 * Records money a provider took, once: later calls change nothing and a paid order never moves back.
 * A payment that pays for its order (the settlement's paysFor) marks it paid; one that does not (the order changed
 * while it was paid, or was paid already) is kept as money to give back (`refund_due`) and marks
 * nothing. A webhook's delivery is recorded in the same transaction: a delivery whose recording
 * failed is handled again when retried.
 */
export async function recordPaymentSuccess(
  db: Db,
  settlement: PaymentSettlement,
  payment: Payment,
  providerPaymentId: string,
  delivery?: WebhookDelivery,
): Promise<SuccessOutcome> {
  return db.transaction().execute(async (trx) => {
    if (!(await firstDelivery(trx, delivery))) return 'duplicate';
    const now = new Date();
    const pays = await settlement.paysFor(trx, payment);
    const updated = await trx
      .updateTable('payments')
      .set({ status: pays ? 'paid' : 'refund_due', provider_payment_id: providerPaymentId, updated_at: now.toISOString() })
      .where('provider_order_id', '=', payment.provider_order_id)
      .where('status', 'in', ['created', 'failed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'already-paid';
    if (!pays) return 'order-changed';
    await settlement.markPaid(trx, payment, providerPaymentId, now);
    return 'recorded';
  });
}

/**
 * Records a failed attempt; a payment or order already paid is left as it is. The "payment failed"
 * email is queued only on the provider's word.
 */
export async function recordPaymentFailure(
  db: Db,
  settlement: PaymentSettlement,
  payment: Payment,
  failure: PaymentFailure,
  { reportedBy, delivery }: { reportedBy: FailureReporter; delivery?: WebhookDelivery },
): Promise<'recorded' | 'duplicate'> {
  return db.transaction().execute(async (trx) => {
    if (!(await firstDelivery(trx, delivery))) return 'duplicate';
    const updated = await trx
      .updateTable('payments')
      .set({
        status: 'failed',
        error_code: failure.code ?? null,
        error_description: failure.description ?? null,
        error_source: failure.source ?? null,
        error_step: failure.step ?? null,
        error_reason: failure.reason ?? null,
        updated_at: new Date().toISOString(),
      })
      .where('provider_order_id', '=', payment.provider_order_id)
      .where('status', 'in', ['created', 'failed'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'recorded';
    await settlement.markFailed(trx, payment, failure, reportedBy);
    return 'recorded';
  });
}
