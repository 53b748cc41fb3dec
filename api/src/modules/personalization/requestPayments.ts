import type { Db } from '../../platform/db/database.js';
import type { PrintChoice } from '../catalogue/index.js';

/**
 * What personalization asks about the money paid for a request and its order, which the orders module
 * keeps: a paid request keeps its hero and pictures, pages after the deposit page wait for the deposit,
 * a paid book changes only in its review window, and an ordered book is shown on the size ordered. The
 * composition root passes the orders module's answer in.
 */
export interface RequestPayments {
  /** Whether the deposit or the order of a request is paid. */
  isPaidFor(db: Db, requestUuid: string): Promise<boolean>;
  /** Whether a request's deposit is paid (the preview's gate). */
  isDepositPaid(db: Db, requestUuid: string): Promise<boolean>;
  /**
   * Until when the request's paid book may still change (its order's review window, set with the
   * payment), or null: not paid for, or gone to print. A book not paid for changes freely.
   */
  paidBookReview(db: Db, requestUuid: string, now?: Date): Promise<{ paid: boolean; until: string | null }>;
  /** The print type and size the request's order chose, or null before one is chosen. */
  orderedPrint(db: Db, requestUuid: string): Promise<PrintChoice | null>;
}
