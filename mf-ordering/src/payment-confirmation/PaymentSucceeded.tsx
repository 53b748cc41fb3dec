import type { ReactNode } from 'react';
import { Link, RichMessage, useLanguage, useMessages, withBookRequest, type BookOrderDraft } from 'shared-contracts';
import { formatArrivalDay, formatOrderDate as formatDate, formatOrderDateTime as formatDateTime, joinAddress } from 'contracts/formats';
import { Card } from 'ui-kit';
import { Cards, depositLine, Facts, orderAmount, orderTitle, sizeLine } from './ConfirmationFacts';
import { printTypeName } from '../shared/printTypeName';
import { orderingMessages } from '../messages/orderingMessages';

/** The paid order: its summary, where it goes, and what happens next. */
export function PaymentSucceeded({ order, at, home }: { order: BookOrderDraft; at: Date; home: ReactNode }) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const title = orderTitle(order, language);
  const dedication: [string, ReactNode][] = order.dedication
    ? [[t('confirmation.order.dedication'), <span style={{ whiteSpace: 'pre-line' }}>{order.dedication}</span>]]
    : [];
  return (
    <section className="page">
      <h1>{t('confirmation.success.title')}</h1>
      <p>{t('confirmation.success.thanks', { book: title })}</p>
      <Cards>
        <Card as="section" aria-labelledby="summary-title">
          <h2 id="summary-title">{t('confirmation.success.summaryTitle')}</h2>
          <Facts
            rows={[
              [t('confirmation.success.date'), formatDate(at, undefined, language)],
              [t('confirmation.order.id'), order.requestUuid],
              [t('confirmation.order.bookTitle'), title],
              [t('confirmation.order.printType'), printTypeName(order, language)],
              ...sizeLine(order, t, language),
              ...dedication,
              [t('confirmation.success.orderDateTime'), formatDateTime(at, undefined, language)],
              ...depositLine(order, t, language),
              [t('confirmation.success.amountPaid'), orderAmount(order, order.orderSummary?.totalCost, language)],
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
              ...(order.orderSummary?.arrivesBy
                ? [[t('confirmation.success.arrivesBy'), formatArrivalDay(order.orderSummary.arrivesBy, language)] as [string, ReactNode]]
                : []),
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
              <Link to="/flipbook" {...withBookRequest(order.requestUuid)}>
                {t('confirmation.success.seeBook')}
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
