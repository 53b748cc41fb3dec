import styled from 'styled-components';
import { Link, RichMessage, SITE, useAppSelector, useLocation, useMessages, type OrderDetailsResponse } from 'shared-contracts';
import { Alert, Card } from 'ui-kit';
import { SharedFaqSection } from '../shared/SharedFaqSection';
import { StepHeader } from '../shared/StepHeader';
import { DedicationField } from './DedicationField';
import { PrintOptionCard } from './PrintOptionCard';
import { usePlaceOrder } from './usePlaceOrder';
import { orderingMessages } from '../messages/orderingMessages';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  margin-bottom: 24px;
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /place-order: one card per print type; choosing a size and 'Checkout' places the order. */
export default function PlaceOrderPage() {
  const t = useMessages(orderingMessages);
  const location = useLocation();
  const draftRequest = useAppSelector((s) => s.orderDraft.requestUuid);
  const orderDetails = (location.state as { orderDetails?: OrderDetailsResponse } | null)?.orderDetails;
  const requestUuid = orderDetails?.requestUuid ?? draftRequest;
  if (orderDetails && requestUuid) return <PrintOptions requestUuid={requestUuid} orderDetails={orderDetails} />;
  return (
    <section className="page">
      <StepHeader>{t('placeOrder.title')}</StepHeader>
      <Alert tone="info">
        <p>
          <RichMessage catalog={orderingMessages} id="placeOrder.noDetails" components={{ 0: <Link to="/initiate-order" /> }} />
        </p>
      </Alert>
    </section>
  );
}

function PrintOptions({ requestUuid, orderDetails }: { requestUuid: string; orderDetails: OrderDetailsResponse }) {
  const t = useMessages(orderingMessages);
  const order = usePlaceOrder(requestUuid, orderDetails);
  return (
    <section className="page">
      <StepHeader>{t('placeOrder.title')}</StepHeader>
      {order.placed && <Alert tone="success">{t('placeOrder.placed')}</Alert>}
      <Card>
        <DedicationField
          value={order.dedication}
          error={order.dedicationShown}
          disabled={order.busyType !== null || order.placed}
          onChange={order.editDedication}
          onBlur={order.checkDedication}
          t={t}
        />
      </Card>
      <Grid>
        {orderDetails.printTypeDetails.map((option) => (
          <PrintOptionCard
            key={option.printType}
            option={option}
            busy={order.busyType === option.printType || order.placed}
            error={order.errors[option.printType] ?? null}
            onCheckout={order.checkout}
          />
        ))}
      </Grid>
      <SharedFaqSection faqType="place-order" title={t('placeOrder.faqTitle')} />
      <Card>
        <RichMessage
          catalog={orderingMessages}
          id="placeOrder.help"
          values={{ email: SITE.supportEmail }}
          components={{ 0: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> }}
        />
      </Card>
    </section>
  );
}
