import type { ReactNode } from 'react';
import { Link, RichMessage, useLanguage, useMessages, useNavigate, withBookRequest, type BookOrderDraft } from 'shared-contracts';
import { Alert, Button, ButtonRow, Card } from 'ui-kit';
import { Cards, Facts, orderRows } from './ConfirmationFacts';
import { orderingMessages } from '../messages/orderingMessages';

/** A payment that did not go through: what the gateway said, what to do next, and the order kept for another try. */
export function PaymentFailed({
  order,
  at,
  serverMessage,
  home,
}: {
  order: BookOrderDraft;
  at: Date;
  serverMessage?: string;
  home: ReactNode;
}) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const error = order.paymentDetails?.error;
  const unknown = t('confirmation.failure.unknown');
  return (
    <section className="page">
      <h1>{t('confirmation.failure.title')}</h1>
      <Alert tone="warning">
        <p>
          <strong>{t('confirmation.failure.errorDescription')}</strong> {error?.description || serverMessage || unknown}
        </p>
        <p>
          <strong>{t('confirmation.failure.errorCode')}</strong> {error?.code || unknown}
        </p>
        <p>
          <strong>{t('confirmation.failure.reason')}</strong> {error?.reason || unknown}
        </p>
      </Alert>
      <Cards>
        <Card as="section" aria-labelledby="next-title">
          <h2 id="next-title">{t('confirmation.failure.nextTitle')}</h2>
          <p>{t('confirmation.failure.saved')}</p>
          <ul>
            <li>{t('confirmation.failure.otherMethod')}</li>
            <li>{t('confirmation.failure.bank')}</li>
            <li>
              <RichMessage catalog={orderingMessages} id="confirmation.failure.support" components={{ 0: <Link to="/contact" /> }} />
            </li>
          </ul>
        </Card>
        <Card as="section" aria-labelledby="order-info-title">
          <h2 id="order-info-title">{t('confirmation.failure.orderInfo')}</h2>
          <Facts rows={orderRows(order, at, t, language)} />
        </Card>
      </Cards>
      <ButtonRow>
        <Button type="button" onClick={() => navigate('/checkout', withBookRequest(order.requestUuid))}>
          {t('confirmation.failure.tryAgain')}
        </Button>
        {home}
      </ButtonRow>
    </section>
  );
}
