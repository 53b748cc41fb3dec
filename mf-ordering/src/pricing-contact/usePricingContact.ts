import { useCallback, useState } from 'react';
import {
  contactSaved,
  digitsOnly,
  failureOf,
  skipToken,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useBookRequestId,
  useGetBookPreviewQuery,
  useMessages,
  useNavigate,
  type Failure,
} from 'shared-contracts';
import { PRICING_COUNTRY, validatePricing, type PricingValues } from './pricingRules';
import { useCreateProductOrderMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

/**
 * The contact step: the book checked with the server, the form's first values from the draft, its
 * rules in the page's language, and the submit that starts the order and moves on to its price.
 */
export function usePricingContact() {
  const t = useMessages(orderingMessages);
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createProductOrder] = useCreateProductOrderMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const requestUuid = useBookRequestId();
  // The book the draft names is checked with the server (the preview's answer is usually cached
  // already) before the form is prefilled from the draft.
  const existing = useGetBookPreviewQuery(requestUuid ?? skipToken);

  const initialValues: PricingValues = {
    name: draft.personName,
    email: draft.email,
    phoneNumber: digitsOnly(draft.phoneNumber),
    country: draft.country === PRICING_COUNTRY.code || draft.country === PRICING_COUNTRY.name ? PRICING_COUNTRY.code : '',
  };

  // A new function only when the language changes: the form validates again with each new one.
  const validate = useCallback((values: PricingValues) => validatePricing(values, t), [t]);

  const submit = async (values: PricingValues) => {
    setFailure(null);
    if (!requestUuid) {
      setFailure({ message: t('pricing.failed') });
      return;
    }
    const result = await createProductOrder({
      requestUuid,
      orderType: 'product',
      name: values.name.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber ? `${PRICING_COUNTRY.phoneCode}${values.phoneNumber}` : null,
      country: PRICING_COUNTRY.name,
    });
    if ('error' in result) {
      setFailure(failureOf(result.error, t('pricing.failed')));
      return;
    }
    dispatch(
      contactSaved({
        personName: values.name.trim(),
        email: values.email.trim(),
        phoneCode: PRICING_COUNTRY.phoneCode,
        phoneNumber: values.phoneNumber,
        country: PRICING_COUNTRY.code,
        orderFor: requestUuid,
      }),
    );
    trackEvent('pricing_requested', { product_id: draft.productId });
    navigate('/place-order', { state: { orderDetails: result.data } });
  };

  return { checking: existing.isLoading, initialValues, validate, submit, failure };
}
