import type { OrderAmounts as Amounts } from 'shared-contracts';
import { formatRupees, useLanguage, useMessages } from 'shared-contracts';
import { Facts } from '../payment-confirmation/ConfirmationFacts';
import { orderingMessages } from '../messages/orderingMessages';

/** A paid order's amounts, line by line as the checkout showed them: the coupon, then the deposit counted. */
export function OrderAmounts({ amounts }: { amounts: Amounts }) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  return (
    <Facts
      rows={[
        [t('checkout.summary.subtotal'), rupees(amounts.subTotal)],
        ...(amounts.discountAmount
          ? [[t('checkout.summary.discount', { code: amounts.couponCode ?? '' }), `−${rupees(amounts.discountAmount)}`] as [string, string]]
          : []),
        [t('checkout.summary.shipping'), rupees(amounts.shippingCost)],
        ...(amounts.depositPaid ? [[t('checkout.summary.depositPaid'), `−${rupees(amounts.depositPaid)}`] as [string, string]] : []),
        [t('checkout.summary.total'), rupees(amounts.totalCost)],
      ]}
    />
  );
}
