import { useState } from 'react';
import {
  contactSaved,
  digitsOnly,
  errorMessage,
  SITE,
  trackEvent,
  useAppDispatch,
  useConfirmPaymentMutation,
  useMessages,
} from 'shared-contracts';
import { openCheckout } from 'shared-contracts/payments';
import { DEPOSIT_COUNTRY, DEPOSIT_MESSAGES, type DepositFormValues } from './depositRules';
import { useCreateDepositOrderMutation } from '../api/creationApi';
import { creationMessages } from '../messages/creationMessages';

/**
 * The deposit payment: the server creates the order (it alone knows the amount), the payment
 * widget takes the payment, and whatever it answers is sent to the confirmation call.
 */
export function useDepositPayment(requestUuid: string, depositAmount: number, onPaid: () => void) {
  const dispatch = useAppDispatch();
  const t = useMessages(creationMessages);
  const [createOrder] = useCreateDepositOrderMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (values: DepositFormValues) => {
    setProcessing(true);
    setError(null);
    const phoneNumber = `${DEPOSIT_COUNTRY.phoneCode}${digitsOnly(values.phoneNumber)}`;
    dispatch(
      contactSaved({
        personName: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: digitsOnly(values.phoneNumber),
        phoneCode: DEPOSIT_COUNTRY.phoneCode,
        country: values.country,
      }),
    );
    trackEvent('deposit_payment_started', { value: depositAmount, currency: 'INR' });
    try {
      const order = await createOrder({
        requestUuid,
        orderType: 'deposit',
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber,
        country: values.country,
      });
      if ('error' in order) {
        setError(errorMessage(order.error, t(DEPOSIT_MESSAGES.orderFailed)));
        return;
      }
      const outcome = await openCheckout(
        {
          key: order.data.razorpayKeyId,
          orderId: order.data.razorpayOrderId,
          amount: Math.round(depositAmount * 100),
          description: t('deposit.checkoutDescription'),
          prefill: { name: values.name.trim(), email: values.email.trim(), contact: phoneNumber },
        },
        SITE.name,
      );
      if (outcome.kind === 'dismissed') return;
      if (outcome.kind === 'failed') {
        const e = outcome.response.error;
        trackEvent('deposit_payment_failed', { reason: e.reason });
        setError(t(DEPOSIT_MESSAGES.paymentFailed));
        await confirmPayment({
          requestUuid,
          paymentFor: 'deposit',
          paymentSuccess: false,
          razorpayOrderId: order.data.razorpayOrderId,
          razorpayPaymentId: e.metadata?.payment_id,
          errorCode: e.code,
          errorDescription: e.description,
          errorSource: e.source,
          errorStep: e.step,
          errorReason: e.reason,
        });
        return;
      }
      const confirmation = await confirmPayment({
        requestUuid,
        paymentFor: 'deposit',
        paymentSuccess: true,
        razorpayOrderId: outcome.response.razorpay_order_id,
        razorpayPaymentId: outcome.response.razorpay_payment_id,
        razorpaySignature: outcome.response.razorpay_signature,
      });
      if ('error' in confirmation || !confirmation.data.paymentConfirmed) {
        setError(
          'error' in confirmation
            ? errorMessage(confirmation.error, t(DEPOSIT_MESSAGES.confirmFailed))
            : confirmation.data.message || t(DEPOSIT_MESSAGES.confirmFailed),
        );
        return;
      }
      trackEvent('deposit_paid', { value: depositAmount, currency: 'INR' });
      onPaid();
    } catch {
      // The payment script could not be loaded or opened: the deposit's payment failed.
      setError(t(DEPOSIT_MESSAGES.paymentFailed));
    } finally {
      setProcessing(false);
    }
  };

  return { pay, processing, error };
}
