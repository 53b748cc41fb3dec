import { failureOf, useMessages, useNavigate } from 'shared-contracts';
import { Button, FailureAlert, Spinner } from 'ui-kit';
import { PaymentFailed } from './PaymentFailed';
import { PaymentSucceeded } from './PaymentSucceeded';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { orderingMessages } from '../messages/orderingMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /payment-confirmation: the payment confirmed with the server, then success, failure or an error. */
export default function PaymentConfirmationPage() {
  const t = useMessages(orderingMessages);
  const view = usePaymentConfirmation();
  const navigate = useNavigate();
  const home = (
    <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
      {t('confirmation.home')}
    </Button>
  );
  switch (view.kind) {
    case 'confirming':
      return (
        <section className="page">
          <h1>{t('confirmation.title')}</h1>
          <p role="status">
            <Spinner />
            {t('confirmation.confirming')}
          </p>
        </section>
      );
    case 'error':
      return (
        <section className="page">
          <h1>{t('confirmation.errorTitle')}</h1>
          <FailureAlert {...failureOf(view.error, t(view.message))} />
          {home}
        </section>
      );
    case 'failure':
      return <PaymentFailed order={view.order} at={view.at} serverMessage={view.serverMessage} home={home} />;
    case 'success':
      return <PaymentSucceeded order={view.order} at={view.at} home={home} />;
  }
}
