import styled from 'styled-components';
import type { OrderAmounts as Amounts } from 'shared-contracts';
import { formatRupees, useLanguage, useMessages } from 'shared-contracts';
import { orderingMessages } from '../messages/orderingMessages';

/** Label and amount on one line, the amounts lined up on the right, as the checkout's summary shows them. */
const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 800;
  }
`;

/** A paid order's amounts, line by line as the checkout showed them: the coupon, then the deposit counted. */
export function OrderAmounts({ amounts }: { amounts: Amounts }) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  const rows: [string, string][] = [
    [t('checkout.summary.subtotal'), rupees(amounts.subTotal)],
    ...(amounts.discountAmount
      ? [[t('checkout.summary.discount', { code: amounts.couponCode ?? '' }), `−${rupees(amounts.discountAmount)}`] as [string, string]]
      : []),
    [t('checkout.summary.shipping'), rupees(amounts.shippingCost)],
    ...(amounts.depositPaid ? [[t('checkout.summary.depositPaid'), `−${rupees(amounts.depositPaid)}`] as [string, string]] : []),
    [t('checkout.summary.total'), rupees(amounts.totalCost)],
  ];
  return (
    <Lines>
      {rows.map(([label, amount]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
    </Lines>
  );
}
