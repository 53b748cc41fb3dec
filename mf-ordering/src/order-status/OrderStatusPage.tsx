import styled from 'styled-components';
import { failureOf, Link, useBookRequestId, useLanguage, useMessages, withBookRequest } from 'shared-contracts';
import { formatOrderDate } from 'shared-contracts/formats';
import { Alert, Card, FailureAlert, Spinner } from 'ui-kit';
import { useGetOrderProgressQuery } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

const STEPS = ['paid', 'printing', 'shipped', 'delivered'] as const;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: 4px 12px;
    padding: 0 0 20px;
    position: relative;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 15px;
    top: 32px;
    bottom: 0;
    width: 2px;
    background: var(--color-border);
  }
  .mark {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    border: 2px solid var(--color-border);
    background: var(--color-surface);
    color: var(--color-muted);
  }
  li[data-done='true'] .mark {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: #fff;
  }
  h2 {
    margin: 4px 0 0;
    font-size: 1.05rem;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: var(--color-muted);
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/**
 * /order-status ('Where is my book?'): a paid book's steps, paid, being printed, shipped (the courier,
 * the tracking number and a link to follow it) and delivered, each dated once it has happened. Opened
 * from the confirmation, or from the receipt email's signed link on any device.
 */
export default function OrderStatusPage() {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const requestUuid = useBookRequestId();
  const progress = useGetOrderProgressQuery(requestUuid ?? '', { skip: !requestUuid });
  const heading = <h1>{t('orderStatus.title')}</h1>;

  if (!requestUuid) {
    return (
      <section className="page">
        {heading}
        <Alert tone="info">{t('orderStatus.noOrder')}</Alert>
      </section>
    );
  }
  if (progress.isLoading) {
    return (
      <section className="page" aria-busy="true">
        {heading}
        <p>
          <Spinner />
          {t('orderStatus.loading')}
        </p>
      </section>
    );
  }
  if (!progress.data) {
    return (
      <section className="page">
        {heading}
        <FailureAlert {...failureOf(progress.error, t('orderStatus.failed'))} />
      </section>
    );
  }
  const order = progress.data;
  if (!order.paid) {
    return (
      <section className="page">
        {heading}
        <Alert tone="info">
          <p>{t('orderStatus.notPaid')}</p>
          <Link to="/checkout" {...withBookRequest(requestUuid)}>
            {t('orderStatus.toCheckout')}
          </Link>
        </Alert>
      </section>
    );
  }
  return (
    <section className="page">
      {heading}
      <p>{t('orderStatus.intro', { book: order.bookTitle, name: order.childFirstName })}</p>
      <Card>
        <Steps>
          {STEPS.map((step, i) => {
            const at = order.steps[step];
            return (
              <li key={step} data-done={Boolean(at)} aria-current={at && !order.steps[STEPS[i + 1]] ? 'step' : undefined}>
                <span className="mark" aria-hidden="true">
                  {at ? '✓' : i + 1}
                </span>
                <h2>{t(`orderStatus.step.${step}`)}</h2>
                <p>{at ? formatOrderDate(new Date(at), undefined, language) : t('orderStatus.notYet')}</p>
                {step === 'shipped' && at && order.trackingNumber && (
                  <p>
                    {t('orderStatus.tracking', { carrier: order.carrier ?? t('orderStatus.courier'), number: order.trackingNumber })}{' '}
                    {order.trackingUrl && (
                      <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {t('orderStatus.track', { carrier: order.carrier ?? t('orderStatus.courier') })}
                      </a>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </Steps>
      </Card>
      <p>
        {t('orderStatus.orderId')} {order.requestUuid}
      </p>
    </section>
  );
}
