import type { FastifyBaseLogger } from 'fastify';
import type { PaymentConfirmationRequest, PaymentConfirmationResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { ReviewWindow } from './reviewWindow.js';
import { badRequest, notFound } from '../../platform/errors/domainError.js';
import type { ShopMetrics } from '../../platform/operations/metrics.js';
import { type PaymentProvider, findPayment, recordPaymentFailure, recordPaymentSuccess } from '../payments/index.js';
import { orderSettlement } from './orderSettlement.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

const UNVERIFIED =
  'We could not verify this payment. If money was taken from your account, please contact support and we will put it right.';
const ORDER_CHANGED =
  'Your order changed while the payment was in progress, so it was not completed. Please contact support: we will refund or complete it.';

/**
 * PATCH /orders/{requestUuid}/payment_confirmation, for deposits and products alike. Success needs a
 * valid provider signature over the order id we created; confirming twice changes nothing.
 */
export async function confirmPayment(
  db: Db,
  jobs: JobQueue,
  review: ReviewWindow,
  provider: PaymentProvider,
  metrics: ShopMetrics,
  log: Pick<FastifyBaseLogger, 'warn'>,
  requestUuid: string,
  body: PaymentConfirmationRequest,
): Promise<PaymentConfirmationResponse> {
  if (body.requestUuid !== requestUuid) throw badRequest(visitorText('orders.payment.orderMismatch'));
  const settlement = orderSettlement(jobs, review);
  const payment = await findPayment(db, body.razorpayOrderId);
  if (!payment || payment.request_uuid !== requestUuid || payment.payment_for !== body.paymentFor) {
    throw notFound(visitorText('orders.payment.notFound'));
  }

  if (!body.paymentSuccess) {
    const confirmedByProvider = body.razorpayPaymentId ? await provider.fetchPayment?.(body.razorpayPaymentId) : null;
    if (confirmedByProvider?.orderId === payment.provider_order_id && confirmedByProvider.status === 'failed') {
      await recordPaymentFailure(db, settlement, payment, confirmedByProvider.failure, { reportedBy: 'provider' });
    } else {
      const reported = {
        code: body.errorCode,
        description: body.errorDescription,
        source: body.errorSource,
        step: body.errorStep,
        reason: body.errorReason,
      };
      await recordPaymentFailure(db, settlement, payment, reported, { reportedBy: 'payer' });
    }
    const latest = await findPayment(db, payment.provider_order_id);
    if (latest?.status === 'paid') return { paymentConfirmed: true, message: 'This payment was already confirmed.' };
    metrics.countPayment('failed');
    return { paymentConfirmed: false, message: `Payment failed: ${body.errorDescription ?? 'the payment was not completed.'}` };
  }

  if (!body.razorpayPaymentId || !body.razorpaySignature) throw badRequest(visitorText('orders.payment.detailsMissing'));
  const signed = provider.verifyPaymentSignature({
    orderId: payment.provider_order_id,
    paymentId: body.razorpayPaymentId,
    signature: body.razorpaySignature,
  });
  if (!signed) {
    metrics.countPayment('signature_rejected');
    return { paymentConfirmed: false, message: UNVERIFIED };
  }
  if (payment.status === 'paid') return { paymentConfirmed: true, message: 'Payment confirmed.' };
  if (payment.status === 'refund_due') return { paymentConfirmed: false, message: ORDER_CHANGED };
  const outcome = await recordPaymentSuccess(db, settlement, payment, body.razorpayPaymentId);
  if (outcome === 'already-paid' && (await findPayment(db, payment.provider_order_id))?.status === 'refund_due') {
    return { paymentConfirmed: false, message: ORDER_CHANGED };
  }
  // Only the call that recorded the payment counts it, so a confirmation and a webhook count it once.
  if (outcome === 'recorded') metrics.countPayment('paid');
  if (outcome === 'order-changed') {
    log.warn(
      { orderId: payment.provider_order_id, paymentFor: payment.payment_for, paidPaise: payment.amount_paise },
      "payment refused: its amount is not the price of the order's facts",
    );
    metrics.countPayment('order_changed');
    return { paymentConfirmed: false, message: ORDER_CHANGED };
  }
  return { paymentConfirmed: true, message: 'Payment confirmed.' };
}
