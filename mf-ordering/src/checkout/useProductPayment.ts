import { useState } from 'react';
import { paymentRecorded, SITE, trackEvent, useAppDispatch, useAppSelector, useLanguage, useMessages, useNavigate } from 'shared-contracts';
import { openCheckout } from 'shared-contracts/payments';
import { amountInPaise } from './couponRules';
import { printTypeName } from '../shared/printTypeName';
import { useInitiatePaymentMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

/** How long 'Payment failed: ...' is read on the checkout before the confirmation page says the rest. */
export const PAYMENT_FAILED_NOTICE_MS = 2500;

/**
 * 'Pay Now': the server opens a payment order for the total it computed, the provider's widget
 * takes the payment, and either outcome goes to the confirmation page (a failure says 'Payment
 * failed: ...' here first). Closing the widget only stops the busy state.
 */
export function useProductPayment(requestUuid: string | null) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [initiatePayment] = useInitiatePaymentMutation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setError(null);
    const summary = draft.orderSummary;
    if (!requestUuid || !summary) {
      setError(t('checkout.payment.noOrderDetails'));
      return;
    }
    setPaying(true);
    try {
      const order = await initiatePayment({ requestUuid });
      if ('error' in order) {
        setError(t('checkout.payment.initiationFailed'));
        return;
      }
      trackEvent('payment_started', { value: summary.totalCost, currency: summary.currency });
      const contact = draft.deliveryAddress?.phoneNumber ?? (draft.phoneNumber ? `${draft.phoneCode}${draft.phoneNumber}` : '');
      const outcome = await openCheckout(
        {
          key: order.data.razorpayKeyId,
          orderId: order.data.razorpayOrderId,
          amount: amountInPaise(summary.totalCost),
          description: t('checkout.payment.description', { printType: printTypeName(draft, language) }),
          prefill: { name: draft.personName, email: draft.email, contact },
          notes: { paymentFor: 'product' },
        },
        SITE.name,
      );
      if (outcome.kind === 'dismissed') return;
      if (outcome.kind === 'failed') {
        const e = outcome.response.error;
        setError(t('checkout.payment.failed', { description: e.description ?? t('checkout.payment.unknownReason') }));
        dispatch(
          paymentRecorded({
            status: 'failed',
            orderId: order.data.razorpayOrderId,
            paymentId: e.metadata?.payment_id,
            error: { code: e.code, description: e.description, reason: e.reason, source: e.source, step: e.step },
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_FAILED_NOTICE_MS));
      } else {
        dispatch(
          paymentRecorded({
            status: 'success',
            paymentId: outcome.response.razorpay_payment_id,
            orderId: outcome.response.razorpay_order_id,
            signature: outcome.response.razorpay_signature,
          }),
        );
      }
      navigate('/payment-confirmation');
    } catch {
      // The provider's script could not be loaded or opened: the checkout's own message for it.
      setError(t('checkout.payment.initiationFailed'));
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, error };
}
