import type { Db } from '../../platform/db/database.js';

/** A payment attempt as the staff's order tools show it. */
export interface PaymentAttempt {
  paymentFor: string;
  providerOrderId: string;
  amountPaise: number;
  status: string;
  providerPaymentId: string | null;
  errorReason: string | null;
}

/** A request's payment attempts, oldest first. */
export const paymentsOf = (db: Db, requestUuid: string): Promise<PaymentAttempt[]> =>
  db
    .selectFrom('payments')
    .select([
      'payment_for as paymentFor',
      'provider_order_id as providerOrderId',
      'amount_paise as amountPaise',
      'status',
      'provider_payment_id as providerPaymentId',
      'error_reason as errorReason',
    ])
    .where('request_uuid', '=', requestUuid)
    .orderBy('created_at')
    .execute();
