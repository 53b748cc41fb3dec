import { useEffect, useRef, useState } from 'react';
import {
  paymentConfirmed,
  purchaseRecorded,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useConfirmPaymentMutation,
  type BookOrderDraft,
  type failureOf,
} from 'shared-contracts';
import type { OrderingKey } from '../messages/orderingMessages';

/** The confirmation's own failures, worded by the page in the language in use. */
export type ConfirmationFailure = Extract<
  OrderingKey,
  'confirmation.missingOrder' | 'confirmation.missingPayment' | 'confirmation.missingInformation' | 'confirmation.confirmFailed'
>;

/** A failed call's error, kept for the page to take the server's reason from (failureOf). */
type CallError = Parameters<typeof failureOf>[0];

export type ConfirmationView =
  | { kind: 'confirming' }
  | { kind: 'success'; order: BookOrderDraft; at: Date }
  /** The payment did not go through, or the server did not confirm it (with the server's words when it gave them). */
  | { kind: 'failure'; order: BookOrderDraft; at: Date; serverMessage?: string }
  | { kind: 'error'; message: ConfirmationFailure; error?: CallError };

/** The confirmations under way: sent once per order, even when the screen renders twice. */
const confirmedOrders = new Map<string, Promise<ConfirmationView>>();

/**
 * Confirms the payment with the server once per order: success only when the payment succeeded and
 * the server confirmed it; a failed payment is recorded and shown as such. The draft keeps when the
 * server confirmed it, so a reload or a later visit shows the confirmation without a second purchase.
 */
export function usePaymentConfirmation(): ConfirmationView {
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [view, setView] = useState<ConfirmationView>({ kind: 'confirming' });
  const order = useRef(draft).current;

  useEffect(() => {
    const { requestUuid, paymentDetails, orderSummary } = order;
    const fail = (message: ConfirmationFailure) => setView({ kind: 'error', message });
    if (!requestUuid || !paymentDetails) return fail('confirmation.missingOrder');
    if (!paymentDetails.orderId) return fail('confirmation.missingPayment');
    if (!orderSummary) return fail('confirmation.missingInformation');
    if (paymentDetails.confirmedAt) return setView({ kind: 'success', order, at: new Date(paymentDetails.confirmedAt) });

    const key = `${requestUuid}/${paymentDetails.orderId}/${paymentDetails.paymentId ?? ''}`;
    let running = confirmedOrders.get(key);
    if (!running) {
      const succeeded = paymentDetails.status === 'success';
      running = confirmPayment({
        requestUuid,
        paymentFor: 'product',
        paymentSuccess: succeeded,
        razorpayOrderId: paymentDetails.orderId,
        ...(paymentDetails.paymentId ? { razorpayPaymentId: paymentDetails.paymentId } : {}),
        ...(paymentDetails.signature ? { razorpaySignature: paymentDetails.signature } : {}),
        ...(succeeded
          ? {}
          : {
              errorCode: paymentDetails.error?.code,
              errorDescription: paymentDetails.error?.description,
              errorSource: paymentDetails.error?.source,
              errorStep: paymentDetails.error?.step,
              errorReason: paymentDetails.error?.reason,
            }),
      }).then((result): ConfirmationView => {
        const at = new Date();
        if ('error' in result) return { kind: 'error', message: 'confirmation.confirmFailed', error: result.error };
        if (!succeeded) return { kind: 'failure', order, at };
        // Success is the server's word, not the widget's alone.
        if (!result.data.paymentConfirmed) return { kind: 'failure', order, at, serverMessage: result.data.message || undefined };
        dispatch(paymentConfirmed(at.toISOString()));
        dispatch(purchaseRecorded(at.toISOString()));
        // No order id and no child's name: analytics learns what was bought, never whose book it is.
        trackEvent('purchase', {
          value: orderSummary.totalCost,
          currency: orderSummary.currency || 'INR',
          shipping: orderSummary.shippingCost,
          coupon: orderSummary.couponCode || undefined,
          items: [{ item_id: String(order.productId ?? ''), item_name: 'Personalized Book', quantity: 1, price: orderSummary.totalCost }],
        });
        return { kind: 'success', order, at };
      });
      confirmedOrders.set(key, running);
      // Once answered, the draft's confirmedAt keeps a success from being confirmed again.
      void running.finally(() => confirmedOrders.delete(key));
    }
    let current = true;
    // An RTK Query call resolves with its error; it never rejects.
    void running.then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [order, confirmPayment, dispatch]);

  return view;
}
