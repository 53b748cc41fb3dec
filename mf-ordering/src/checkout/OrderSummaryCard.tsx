import styled from 'styled-components';
import { formatRupees, useLanguage, useMessages, type OrderSummary } from 'shared-contracts';
import { Alert, Button, Card, describedBy, Input, Spinner } from 'ui-kit';
import { formatArrivalDay } from 'contracts/formats';
import { orderingMessages } from '../messages/orderingMessages';
import { useOrderSummary } from './useOrderSummary';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 16px 0;
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: 800;
    font-size: 1.2rem;
  }
`;

const CouponRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    text-transform: uppercase;
  }
`;

interface Props {
  requestUuid: string;
  bookTitle: string;
  printType: string;
  /** The ordered size's name ('' before the server has named it). */
  printSize: string;
  /** The giver's message for the dedication page ('' for none). */
  dedication: string;
  summary: OrderSummary | null;
  onPay: () => void;
  paying: boolean;
  payError: string | null;
}

/** Subtotal, coupon, discount, shipping, the deposit counted and the total of the saved order (all the server's), and 'Pay Now'. */
export function OrderSummaryCard({ requestUuid, bookTitle, printType, printSize, dedication, summary, onPay, paying, payError }: Props) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  const { ref, code, setCode, couponMessage, apply, applying } = useOrderSummary(requestUuid, summary);

  return (
    <Card ref={ref} as="section" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('checkout.summary.title')}</h2>
      {!summary ? (
        <p>{t('checkout.summary.enterAddress')}</p>
      ) : (
        <>
          <Lines>
            <dt>{t('checkout.summary.book')}</dt>
            <dd>{bookTitle}</dd>
            <dt>{t('checkout.summary.printType')}</dt>
            <dd>{printType}</dd>
            {printSize && (
              <>
                <dt>{t('checkout.summary.printSize')}</dt>
                <dd>{printSize}</dd>
              </>
            )}
            {dedication && (
              <>
                <dt>{t('checkout.summary.dedication')}</dt>
                <dd style={{ whiteSpace: 'pre-line' }}>{dedication}</dd>
              </>
            )}
            <dt>{t('checkout.summary.subtotal')}</dt>
            <dd>{rupees(summary.subTotal)}</dd>
            {summary.discountApplied && (
              <>
                <dt>{t('checkout.summary.discount', { code: summary.couponCode })}</dt>
                <dd>−{rupees(summary.discountAmount)}</dd>
              </>
            )}
            <dt>{t('checkout.summary.shipping')}</dt>
            <dd>{rupees(summary.shippingCost)}</dd>
            {summary.arrivesBy && (
              <>
                <dt>{t('checkout.summary.arrives')}</dt>
                <dd>{t('arrivesBy', { date: formatArrivalDay(summary.arrivesBy, language) })}</dd>
              </>
            )}
            {Boolean(summary.depositPaid) && (
              <>
                <dt>{t('checkout.summary.depositPaid')}</dt>
                <dd>−{rupees(summary.depositPaid ?? 0)}</dd>
              </>
            )}
            <dt className="total">{t('checkout.summary.total')}</dt>
            <dd className="total">{rupees(summary.totalCost)}</dd>
          </Lines>
          <label htmlFor="coupon-code">
            <strong>{t('checkout.coupon.label')}</strong>
          </label>
          <CouponRow>
            <Input
              id="coupon-code"
              value={code}
              maxLength={10}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
              {...describedBy('coupon-code', { error: couponMessage?.tone === 'danger' ? couponMessage.text : undefined })}
            />
            <Button type="button" $variant="secondary" onClick={apply} disabled={applying}>
              {applying ? <Spinner /> : null}
              {t('checkout.coupon.apply')}
            </Button>
          </CouponRow>
          {couponMessage && (
            <Alert tone={couponMessage.tone}>
              <span id={couponMessage.tone === 'danger' ? 'coupon-code-error' : undefined}>{couponMessage.text}</span>
            </Alert>
          )}
          {payError && <Alert tone="danger">{payError}</Alert>}
          <Button type="button" onClick={onPay} disabled={paying} style={{ width: '100%', marginTop: 12 }}>
            {paying ? (
              <>
                <Spinner />
                {t('checkout.payment.processing')}
              </>
            ) : (
              t('checkout.payment.payNow')
            )}
          </Button>
        </>
      )}
    </Card>
  );
}
