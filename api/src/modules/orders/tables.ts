/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type } from '@sinclair/typebox';
import { Address } from 'contracts/schemas';
import type { Generated, Selectable } from 'kysely';

export interface ShippingRatesTable {
  country_code: string;
  cost_paise: number;
}

export interface StatesTable {
  country_code: string;
  code: string;
  name: string;
  position: number;
  /** JSON: the state's name by language, beside the English `name` that addresses carry. */
  translated_names: Generated<string>;
}

export type ProductOrderState = 'quoted' | 'placed' | 'checked_out' | 'payment_initiated' | 'payment_failed' | 'paid';

export type DepositOrderState = 'created' | 'payment_failed' | 'paid';

export interface ProductOrdersTable {
  request_uuid: string;
  state: ProductOrderState;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  country: string;
  print_type: string | null;
  print_size: string | null;
  subtotal_paise: number | null;
  shipping_paise: number | null;
  discount_paise: number;
  /** The book's paid deposit, counted towards this order. */
  deposit_paise: Generated<number>;
  total_paise: number | null;
  coupon_code: string | null;
  currency: string;
  /** JSON Address */
  delivery_address: string | null;
  /** JSON Address */
  billing_address: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  tracking_number: string | null;
  /** The giver's message for the dedication page; null: no such page. */
  dedication: Generated<string | null>;
  /** When staff sent its print files to the printer. */
  sent_to_print_at: Generated<string | null>;
  /** Until when the book may still change (the review window); null before payment. */
  review_until: Generated<string | null>;
  /** Times the book was drawn again in its review window (a new name); REVIEW_REDRAWS at most. */
  review_redraws: Generated<number>;
  /** The courier: its code (see CARRIERS) when staff gave it, its name when the print partner did. */
  carrier: Generated<string | null>;
  /** The print partner's link to follow the parcel; null: the courier's own (CARRIERS), if any. */
  tracking_url: Generated<string | null>;
  delivered_at: Generated<string | null>;
}

export interface DepositOrdersTable {
  request_uuid: string;
  state: DepositOrderState;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  country: string;
  amount_paise: number;
  currency: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** 'sending' until the partner answers, then where the book stands with it (PrintState). */
export type PrintJobState = 'sending' | 'accepted' | 'in-production' | 'shipped' | 'delivered' | 'rejected' | 'cancelled';

export interface PrintJobsTable {
  /** The order: one job per order, its id the partner's idempotency key. */
  request_uuid: string;
  /** The partner it was sent to (PRINT_PARTNER_NAMES: 'files', 'lulu', 'gelato'). */
  partner: string;
  /** The partner's id of the job, once it answered. */
  job_id: string | null;
  state: PrintJobState;
  /** The partner's words on the state: a rejection's reason. */
  detail: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookPdfsTable {
  request_uuid: string;
  /** 'deleted' once its time after shipping is over. */
  status: 'pending' | 'done' | 'failed' | 'deleted';
  attempts: number;
  /** When it was queued, then when it was last tried (the job engine keeps its schedule). */
  next_attempt_at: string;
  /** The inside pages' PDF, under `books/` in the storage. */
  file_name: string | null;
  /** The cover spread's PDF, beside it (none for a book built before covers were separate). */
  cover_file_name: Generated<string | null>;
  pages: number | null;
  last_error: string | null;
  created_at: string;
  built_at: string | null;
}

declare module '../../platform/db/database.js' {
  interface Database {
    shipping_rates: ShippingRatesTable;
    states: StatesTable;
    product_orders: ProductOrdersTable;
    deposit_orders: DepositOrdersTable;
    print_jobs: PrintJobsTable;
    book_pdfs: BookPdfsTable;
  }
}

export type ProductOrder = Selectable<ProductOrdersTable>;
export type DepositOrder = Selectable<DepositOrdersTable>;

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const ORDERS_JSON_COLUMNS = {
  address: Address,
  /** A state's name by language code, beside the English `name` that addresses carry. */
  translatedNames: Type.Record(Type.String(), Type.String()),
};
