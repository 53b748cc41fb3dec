import type { Db } from '../../platform/db/database.js';
import type { Payment } from './tables.js';

export interface PaymentFailure {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
}

/**
 * Who told us a payment failed: the provider (its webhook, its "bank" in the sandbox, or its answer
 * when we asked), or only the payer's browser, which is believed for the page it shows but never
 * sends the customer an email.
 */
export type FailureReporter = 'provider' | 'payer';

/**
 * What a payment settles, as the module that sells it answers, each in the transaction that records
 * the payment: whether it still pays for its order at the order's price now, and what paying for it,
 * or failing to, does to that order. The composition root passes the orders module's answer in.
 */
export interface PaymentSettlement {
  /** Whether the payment pays for what it was taken for, at the price that has now, on its locked row. */
  paysFor(trx: Db, payment: Payment): Promise<boolean>;
  /** Marks what the payment paid for as paid, with what follows (its email, the book's build). */
  markPaid(trx: Db, payment: Payment, providerPaymentId: string, paidAt: Date): Promise<void>;
  /** Marks the payment's order as failed unless it is paid, with the customer's email on the provider's word. */
  markFailed(trx: Db, payment: Payment, failure: PaymentFailure, reportedBy: FailureReporter): Promise<void>;
}
