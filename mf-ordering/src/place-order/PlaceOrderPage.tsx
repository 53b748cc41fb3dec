import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  errorMessage,
  Link,
  printOptionChosen,
  SITE,
  TIMINGS,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useLocation,
  useNavigate,
  withBookRequest,
  type OrderDetailsResponse,
} from 'shared-contracts';
import { Alert, Card } from 'ui-kit';
import { SharedFaqSection } from '../shared/SharedFaqSection';
import { StepHeader } from '../shared/StepHeader';
import { PLACE_ORDER_MESSAGES, shownVariation } from './priceRules';
import { PrintOptionCard } from './PrintOptionCard';
import { usePlaceOrderMutation } from '../api/orderingApi';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  margin-bottom: 24px;
`;

/** /place-order: one card per print type; choosing a size and 'Checkout' places the order. */
export default function PlaceOrderPage() {
  const location = useLocation();
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const [busyType, setBusyType] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState(false);
  const orderDetails = (location.state as { orderDetails?: OrderDetailsResponse } | null)?.orderDetails;
  const requestUuid = orderDetails?.requestUuid ?? draft.requestUuid;

  useEffect(() => {
    if (!placed || !requestUuid) return undefined;
    const timer = setTimeout(() => navigate('/checkout', withBookRequest(requestUuid)), TIMINGS.checkoutRedirectMs);
    return () => clearTimeout(timer);
  }, [placed, requestUuid, navigate]);

  if (!orderDetails || !requestUuid) {
    return (
      <section className="page">
        <StepHeader>Select Your Print Option</StepHeader>
        <Alert tone="info">
          <p>
            Your print options are shown after you give your contact details. <Link to="/initiate-order">Get your book's price</Link>
          </p>
        </Alert>
      </section>
    );
  }

  const checkout = async (printType: string, size: string | null) => {
    if (!size) {
      setErrors({ [printType]: PLACE_ORDER_MESSAGES.sizeRequired });
      return;
    }
    setErrors({});
    setBusyType(printType);
    const result = await placeOrder({ requestUuid, printType, printSize: size });
    setBusyType(null);
    if ('error' in result) {
      setErrors({ [printType]: errorMessage(result.error, PLACE_ORDER_MESSAGES.failed) });
      return;
    }
    const option = orderDetails.printTypeDetails.find((o) => o.printType === printType);
    const price = option ? (shownVariation(option.printSizeVariations, size)?.price ?? null) : null;
    dispatch(printOptionChosen({ printType, printSize: size, price }));
    trackEvent('order_placed', { print_type: printType, print_size: size, value: price, currency: 'INR' });
    setPlaced(true);
  };

  return (
    <section className="page">
      <StepHeader>Select Your Print Option</StepHeader>
      {placed && <Alert tone="success">{PLACE_ORDER_MESSAGES.placed}</Alert>}
      <Grid>
        {orderDetails.printTypeDetails.map((option) => (
          <PrintOptionCard
            key={option.printType}
            option={option}
            busy={busyType === option.printType || placed}
            error={errors[option.printType] ?? null}
            onCheckout={checkout}
          />
        ))}
      </Grid>
      <SharedFaqSection faqType="place-order" title="Questions about printing" />
      <Card>
        Need help choosing? Email us at <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>; we answer {SITE.supportResponse}.
      </Card>
    </section>
  );
}
