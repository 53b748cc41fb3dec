import type { Db } from '../../platform/db/database.js';

/** What a payment was for: the deposit or the book's order. */
type PaymentFor = 'deposit' | 'product';

/** Whether money arrived for a request's deposit or order. */
export async function hasPaidMoney(trx: Db, requestUuid: string, paymentFor: PaymentFor): Promise<boolean> {
  const paid = await trx
    .selectFrom('payments')
    .select('status')
    .where('request_uuid', '=', requestUuid)
    .where('payment_for', '=', paymentFor)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Boolean(paid);
}

/** Deletes a request's payment attempts: for one purpose, or all of them. */
export async function forgetPaymentsOf(trx: Db, requestUuid: string, paymentFor?: PaymentFor): Promise<void> {
  let attempts = trx.deleteFrom('payments').where('request_uuid', '=', requestUuid);
  if (paymentFor) attempts = attempts.where('payment_for', '=', paymentFor);
  await attempts.execute();
}

/** Deletes the ids of webhook events received before a time. */
export async function forgetWebhookEventsBefore(db: Db, cutoff: string): Promise<number> {
  return Number((await db.deleteFrom('webhook_events').where('received_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
}
