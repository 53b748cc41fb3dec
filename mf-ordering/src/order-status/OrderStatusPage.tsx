import { useState } from 'react';
import { failureOf, Link, TIMINGS, useBookRequestId, useLanguage, useMessages, withBookRequest } from 'shared-contracts';
import { formatArrivalDay } from 'contracts/formats';
import { Alert, Card, FailureAlert, Spinner } from 'ui-kit';
import styled from 'styled-components';
import { ChangeYourBook } from './ChangeYourBook';
import { OrderAmounts } from './OrderAmounts';
import { OrderSteps } from './OrderSteps';
import { YourBook } from './YourBook';
import { YourData } from './YourData';
import { useGetOrderProgressQuery } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  margin: 16px 0;
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/**
 * /order-status ('Where is my book?'): a paid book's steps, paid, being printed, shipped (the courier,
 * the tracking number and a link to follow it) and delivered, each dated once it has happened; before
 * it goes to print, the way to change it. Opened from the confirmation, or from the receipt email's
 * signed link on any device.
 */
export default function OrderStatusPage() {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const requestUuid = useBookRequestId();
  const [redrawing, setRedrawing] = useState(false);
  // While the pages are drawn again after a change of name, the page asks until they are done.
  const progress = useGetOrderProgressQuery(requestUuid ?? '', {
    skip: !requestUuid,
    pollingInterval: redrawing ? TIMINGS.previewPollMs : 0,
  });
  const nowRedrawing = Boolean(progress.data?.review?.redrawing);
  if (nowRedrawing !== redrawing) setRedrawing(nowRedrawing);
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
      {order.arrivesBy && (
        <p>
          <strong>{t('arrivesBy', { date: formatArrivalDay(order.arrivesBy, language) })}</strong>
        </p>
      )}
      {order.printProblem && <Alert tone="warning">{t('orderStatus.printProblem')}</Alert>}
      <Stack>
        <Card>
          <OrderSteps order={order} />
        </Card>
        {order.review && (
          <Card as="section" aria-labelledby="change-book-title">
            <h2 id="change-book-title">{t('orderStatus.review.title')}</h2>
            <ChangeYourBook requestUuid={requestUuid} childFirstName={order.childFirstName} review={order.review} />
          </Card>
        )}
        <Card as="section" aria-labelledby="your-book-title">
          <h2 id="your-book-title">{t('orderStatus.book.title')}</h2>
          <YourBook requestUuid={requestUuid} shared={order.shared} />
        </Card>
        {order.amounts && (
          <Card as="section" aria-labelledby="amounts-title">
            <h2 id="amounts-title">{t('orderStatus.amountsTitle')}</h2>
            <OrderAmounts amounts={order.amounts} />
          </Card>
        )}
        <Card as="section" aria-labelledby="your-data-title">
          <h2 id="your-data-title">{t('orderStatus.data.title')}</h2>
          <YourData requestUuid={requestUuid} />
        </Card>
      </Stack>
      <p>
        {t('orderStatus.orderId')} {order.requestUuid}
      </p>
    </section>
  );
}
