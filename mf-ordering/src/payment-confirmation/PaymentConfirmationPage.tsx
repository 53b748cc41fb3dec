import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  failureOf,
  Link,
  RichMessage,
  useLanguage,
  useMessages,
  useNavigate,
  withBookRequest,
  type BookOrderDraft,
  type Language,
} from 'shared-contracts';
import {
  amountPaid,
  bookTitle,
  formatOrderDate as formatDate,
  formatOrderDateTime as formatDateTime,
  joinAddress,
} from 'shared-contracts/formats';
import { Alert, Button, ButtonRow, Card, FailureAlert, Spinner } from 'ui-kit';
import { usePaymentConfirmation } from './usePaymentConfirmation';
import { printTypeName } from '../shared/printTypeName';
import { orderingMessages, type OrderingTranslate } from '../messages/orderingMessages';

const Cards = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  margin: 24px 0;
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function orderRows(order: BookOrderDraft, at: Date, t: OrderingTranslate, language: Language): [string, ReactNode][] {
  return [
    [t('confirmation.order.id'), order.requestUuid],
    [t('confirmation.order.bookTitle'), bookTitle(order.childFirstName, language)],
    [t('confirmation.order.printType'), printTypeName(order, language)],
    [t('confirmation.order.amount'), amountPaid(order.orderSummary?.currency, order.orderSummary?.totalCost)],
    [t('confirmation.order.customerName'), order.personName],
    [t('confirmation.order.dateTime'), formatDateTime(at, undefined, language)],
  ];
}

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /payment-confirmation: the payment confirmed with the server, then success, failure or an error. */
export default function PaymentConfirmationPage() {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const view = usePaymentConfirmation();
  const navigate = useNavigate();
  const home = (
    <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
      {t('confirmation.home')}
    </Button>
  );

  if (view.kind === 'confirming') {
    return (
      <section className="page">
        <h1>{t('confirmation.title')}</h1>
        <p role="status">
          <Spinner />
          {t('confirmation.confirming')}
        </p>
      </section>
    );
  }

  if (view.kind === 'error') {
    return (
      <section className="page">
        <h1>{t('confirmation.errorTitle')}</h1>
        <FailureAlert {...failureOf(view.error, t(view.message))} />
        {home}
      </section>
    );
  }

  const { order, at } = view;
  if (view.kind === 'failure') {
    const error = order.paymentDetails?.error;
    const unknown = t('confirmation.failure.unknown');
    return (
      <section className="page">
        <h1>{t('confirmation.failure.title')}</h1>
        <Alert tone="warning">
          <p>
            <strong>{t('confirmation.failure.errorDescription')}</strong> {error?.description || view.serverMessage || unknown}
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

  return (
    <section className="page">
      <h1>{t('confirmation.success.title')}</h1>
      <p>{t('confirmation.success.thanks', { book: bookTitle(order.childFirstName, language) })}</p>
      <Cards>
        <Card as="section" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('confirmation.success.summaryTitle')}</h2>
          <Facts
            rows={[
              [t('confirmation.success.date'), formatDate(at, undefined, language)],
              [t('confirmation.order.id'), order.requestUuid],
              [t('confirmation.order.bookTitle'), bookTitle(order.childFirstName, language)],
              [t('confirmation.order.printType'), printTypeName(order, language)],
              ...(order.dedication
                ? [
                    [t('confirmation.order.dedication'), <span style={{ whiteSpace: 'pre-line' }}>{order.dedication}</span>] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              [t('confirmation.success.orderDateTime'), formatDateTime(at, undefined, language)],
              [t('confirmation.success.amountPaid'), amountPaid(order.orderSummary?.currency, order.orderSummary?.totalCost)],
              [t('confirmation.success.gateway'), 'Razorpay'],
              [t('confirmation.success.gatewayPaymentId'), order.paymentDetails?.paymentId ?? ''],
              [t('confirmation.order.customerName'), order.personName],
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="delivery-title">
          <h2 id="delivery-title">{t('confirmation.success.deliveryTitle')}</h2>
          <Facts
            rows={[
              [t('confirmation.success.estimatedDelivery'), t('confirmation.success.withinDays')],
              [t('confirmation.success.deliveryAddress'), joinAddress(order.deliveryAddress, language)],
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="steps-title">
          <h2 id="steps-title">{t('confirmation.success.nextSteps')}</h2>
          <ul>
            <li>{t('confirmation.success.receipt', { email: order.email || t('confirmation.success.yourEmail') })}</li>
            <li>{t('confirmation.success.updates')}</li>
            <li>
              <Link to="/order-status" {...withBookRequest(order.requestUuid)}>
                {t('confirmation.success.whereIsMyBook')}
              </Link>
            </li>
            <li>
              <RichMessage catalog={orderingMessages} id="confirmation.success.questions" components={{ 0: <Link to="/contact" /> }} />
            </li>
          </ul>
        </Card>
      </Cards>
      {home}
    </section>
  );
}
