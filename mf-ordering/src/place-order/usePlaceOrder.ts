import { useEffect, useState } from 'react';
import {
  dedicationProblem,
  errorMessage,
  inEachLanguage,
  printOptionChosen,
  TIMINGS,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useMessages,
  useNavigate,
  withBookRequest,
  type OrderDetailsResponse,
} from 'shared-contracts';
import { dedicationError } from './DedicationField';
import { shownVariation } from './priceRules';
import { usePlaceOrderMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

/**
 * The print step: the dedication and its check, the size each card's checkout asks for, the order
 * placed with the chosen option, and the move to the checkout a moment after.
 */
export function usePlaceOrder(requestUuid: string, orderDetails: OrderDetailsResponse) {
  const t = useMessages(orderingMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const [busyType, setBusyType] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState(false);
  const savedDedication = useAppSelector((s) => s.orderDraft.dedication);
  const [dedication, setDedication] = useState(savedDedication);
  const [dedicationShown, setDedicationShown] = useState<string | null>(null);
  const showDedicationProblem = (value: string) => {
    const problem = dedicationProblem(value);
    setDedicationShown(problem ? dedicationError(problem, t) : null);
    return problem === null;
  };

  useEffect(() => {
    if (!placed) return undefined;
    const timer = setTimeout(() => navigate('/checkout', withBookRequest(requestUuid)), TIMINGS.checkoutRedirectMs);
    return () => clearTimeout(timer);
  }, [placed, requestUuid, navigate]);

  const checkout = async (printType: string, size: string | null) => {
    if (!size) {
      setErrors({ [printType]: t('placeOrder.sizeRequired') });
      return;
    }
    if (!showDedicationProblem(dedication)) return;
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

  return {
    busyType,
    errors,
    placed,
    dedication,
    dedicationShown,
    checkout,
    editDedication: (value: string) => {
      setDedication(value);
      // An error once shown follows the text as it is corrected.
      if (dedicationShown) showDedicationProblem(value);
    },
    checkDedication: () => showDedicationProblem(dedication),
  };
}
