import styled from 'styled-components';
import { useAppSelector, useBookRequestId, useLanguage, useMessages } from 'shared-contracts';
import { bookTitle as defaultBookTitle } from 'contracts/formats';
import { Card } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { AddressesForm } from './AddressesForm';
import { OrderSummaryCard } from './OrderSummaryCard';
import { printSizeName, printTypeName } from '../shared/printTypeName';
import { useCheckoutAddresses } from './useCheckoutAddresses';
import { useProductPayment } from './useProductPayment';
import { orderingMessages } from '../messages/orderingMessages';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /checkout: delivery and billing addresses, then the order summary with coupon and payment. */
export default function CheckoutPage() {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const draft = useAppSelector((s) => s.orderDraft);
  const requestUuid = useBookRequestId();
  const addresses = useCheckoutAddresses(requestUuid);
  const payment = useProductPayment(requestUuid);
  return (
    <section className="page">
      <StepHeader>{t('checkout.title')}</StepHeader>
      <Columns>
        <Card as="section" aria-labelledby="address-title">
          <h2 id="address-title">{t('checkout.addressTitle')}</h2>
          <AddressesForm addresses={addresses} />
        </Card>
        {requestUuid && (
          <OrderSummaryCard
            requestUuid={requestUuid}
            bookTitle={addresses.serverTitle ?? defaultBookTitle(draft.childFirstName, language)}
            printType={printTypeName(draft, language)}
            printSize={printSizeName(draft, language)}
            dedication={draft.dedication}
            summary={draft.orderSummary}
            onPay={payment.pay}
            paying={payment.paying}
            payError={payment.error}
          />
        )}
      </Columns>
    </section>
  );
}
