/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import type { Insertable, Selectable } from 'kysely';

/** 'refund_due': money taken that paid for nothing (its order changed while it was paid, or was paid already): to give back. */
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refund_due';

export interface PaymentsTable {
  provider_order_id: string;
  request_uuid: string;
  payment_for: 'deposit' | 'product';
  provider: 'razorpay' | 'sandbox';
  amount_paise: number;
  currency: string;
  status: PaymentStatus;
  provider_payment_id: string | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  event_id: string;
  event: string;
  received_at: string;
}

declare module '../../platform/db/database.js' {
  interface Database {
    payments: PaymentsTable;
    webhook_events: WebhookEventsTable;
  }
}

export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
