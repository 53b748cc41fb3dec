import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  dedicationProblem,
  errorMessage,
  inEachLanguage,
  Link,
  printOptionChosen,
  RichMessage,
  SITE,
  TIMINGS,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useLocation,
  useMessages,
  useNavigate,
  withBookRequest,
  type OrderDetailsResponse,
} from 'shared-contracts';
import { Alert, Card } from 'ui-kit';
import { SharedFaqSection } from '../shared/SharedFaqSection';
import { StepHeader } from '../shared/StepHeader';
import { shownVariation } from './priceRules';
import { PrintOptionCard } from './PrintOptionCard';
import { DedicationField, dedicationError } from './DedicationField';
import { usePlaceOrderMutation } from '../api/orderingApi';
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
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const [busyType, setBusyType] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState(false);
  const [dedication, setDedication] = useState(draft.dedication);
  const [dedicationShown, setDedicationShown] = useState<string | null>(null);
  const checkDedication = () => {
    const problem = dedicationProblem(dedication);
    setDedicationShown(problem ? dedicationError(problem, t) : null);
    return problem === null;
  };
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
        <StepHeader>{t('placeOrder.title')}</StepHeader>
        <Alert tone="info">
          <p>
            <RichMessage catalog={orderingMessages} id="placeOrder.noDetails" components={{ 0: <Link to="/initiate-order" /> }} />
          </p>
        </Alert>
      </section>
    );
  }

  const checkout = async (printType: string, size: string | null) => {
    if (!size) {
      setErrors({ [printType]: t('placeOrder.sizeRequired') });
      return;
    }
    if (!checkDedication()) return;
    setErrors({});
    setBusyType(printType);
    const result = await placeOrder({ requestUuid, printType, printSize: size, dedication });
    setBusyType(null);
    if ('error' in result) {
      setErrors({ [printType]: errorMessage(result.error, t('placeOrder.failed')) });
      return;
    }
    const option = orderDetails.printTypeDetails.find((o) => o.printType === printType);
    const price = option ? (shownVariation(option.printSizeVariations, size)?.price ?? null) : null;
    dispatch(
      printOptionChosen({
        printType,
        printTypeNames: option ? inEachLanguage((l) => option.texts[l].printType) : null,
        printSize: size,
        price,
        dedication: dedication.trim(),
      }),
    );
    trackEvent('order_placed', { print_type: printType, print_size: size, value: price, currency: 'INR' });
    setPlaced(true);
  };

  return (
    <section className="page">
      <StepHeader>{t('placeOrder.title')}</StepHeader>
      {placed && <Alert tone="success">{t('placeOrder.placed')}</Alert>}
      <Card>
        <DedicationField
          value={dedication}
          error={dedicationShown}
          disabled={busyType !== null || placed}
          onChange={(value) => {
            setDedication(value);
            // An error once shown follows the text as it is corrected.
            if (dedicationShown) {
              const problem = dedicationProblem(value);
              setDedicationShown(problem ? dedicationError(problem, t) : null);
            }
          }}
          onBlur={checkDedication}
          t={t}
        />
      </Card>
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
      <SharedFaqSection faqType="place-order" title={t('placeOrder.faqTitle')} />
      <Card>
        <RichMessage
          catalog={orderingMessages}
          id="placeOrder.help"
          values={{ email: SITE.supportEmail, response: SITE.supportResponse }}
          components={{ 0: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> }}
        />
      </Card>
    </section>
  );
}
