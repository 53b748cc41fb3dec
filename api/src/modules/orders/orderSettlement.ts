import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { PaymentSettlement } from '../payments/index.js';
import { lockRequest, findBookRequest } from '../personalization/index.js';
import { queueBookPdf } from './bookPdfJobs.js';
import { queueDepositReceived, queueOrderReceipt, queuePaymentFailed } from './orderEmails.js';
import { lockOrder, priceFromFacts } from './orderPrice.js';
import { reviewEnds, type ReviewWindow } from './reviewWindow.js';

/** What a payment does to the deposit or the book's order it was taken for. */
export function orderSettlement(jobs: JobQueue, review: ReviewWindow): PaymentSettlement {
  return {
    /**
     * The story's deposit, or the order's price worked out again from its facts, on its locked row
     * (an order that changed while it was paid, or was paid already, is not paid by it).
     */
    async paysFor(trx, payment) {
      // The request's row first (as every change to a request locks it): what is paid for cannot change under the payment.
      await lockRequest(trx, payment.request_uuid);
      if (payment.payment_for === 'deposit') {
        const request = await findBookRequest(trx, payment.request_uuid);
        const deposit = await trx
          .selectFrom('deposit_orders')
          .select(['amount_paise', 'state'])
          .where('request_uuid', '=', payment.request_uuid)
          .executeTakeFirst();
        return (
          deposit !== undefined &&
          deposit.state !== 'paid' &&
          request?.deposit_paise === payment.amount_paise &&
          deposit.amount_paise === payment.amount_paise
        );
      }
      const order = await lockOrder(trx, payment.request_uuid);
      if (!order || order.state === 'paid') return false;
      const { total } = await priceFromFacts(trx, order);
      return total === payment.amount_paise && order.total_paise === payment.amount_paise;
    },

    async markPaid(trx, payment, providerPaymentId, paidAt) {
      const now = paidAt.toISOString();
      if (payment.payment_for === 'deposit') {
        await trx
          .updateTable('deposit_orders')
          .set({ state: 'paid', paid_at: now, updated_at: now })
          .where('request_uuid', '=', payment.request_uuid)
          .execute();
        await queueDepositReceived(trx, jobs, payment.request_uuid);
        return;
      }
      // The book may still change until its review window ends; then it is built and goes to print.
      const reviewUntil = reviewEnds(review, paidAt);
      await trx
        .updateTable('product_orders')
        .set({ state: 'paid', paid_at: now, updated_at: now, review_until: reviewUntil.toISOString() })
        .where('request_uuid', '=', payment.request_uuid)
        .execute();
      // The coupon's use was counted when it was applied (couponHolds.ts).
      await queueOrderReceipt(trx, jobs, payment.request_uuid, providerPaymentId, paidAt);
      await queueBookPdf(trx, jobs, payment.request_uuid, reviewUntil);
    },

    async markFailed(trx, payment, failure, reportedBy) {
      const table = payment.payment_for === 'deposit' ? 'deposit_orders' : 'product_orders';
      const order = await trx
        .updateTable(table)
        .set({ state: 'payment_failed', updated_at: new Date().toISOString() })
        .where('request_uuid', '=', payment.request_uuid)
        .where('state', '!=', 'paid')
        .executeTakeFirst();
      if (reportedBy === 'provider' && payment.payment_for === 'product' && Number(order.numUpdatedRows) === 1) {
        await queuePaymentFailed(trx, jobs, payment.request_uuid, payment.provider_order_id, failure.description);
      }
    },
  };
}
