import { useCallback, useState } from 'react';
import {
  addressesSaved,
  DEFAULTS,
  failureOf,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useMessages,
  type Failure,
} from 'shared-contracts';
import { fromAddress, toAddress, validateAddress, type AddressValues } from './addressRules';
import { useCheckoutOrderMutation } from '../api/orderingApi';
import { orderingMessages, type OrderingTranslate } from '../messages/orderingMessages';

export interface CheckoutValues {
  deliveryAddress: AddressValues;
  billingAddress: AddressValues;
  isBillingSameAsDelivery: boolean;
}

function validate(values: CheckoutValues, t: OrderingTranslate) {
  return {
    deliveryAddress: validateAddress(values.deliveryAddress, t),
    billingAddress: values.isBillingSameAsDelivery ? {} : validateAddress(values.billingAddress, t),
  };
}

/**
 * The checkout's addresses: the form's first values from the draft, its rules in the page's language,
 * and the save that prices the order on the server and keeps its summary in the draft.
 */
export function useCheckoutAddresses(requestUuid: string | null) {
  const t = useMessages(orderingMessages);
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const [checkoutOrder] = useCheckoutOrderMutation();
  const [saveError, setSaveError] = useState<Failure | null>(null);
  const [serverTitle, setServerTitle] = useState<string | null>(null);
  const [initialValues] = useState<CheckoutValues>(() => ({
    deliveryAddress: fromAddress(draft.deliveryAddress, DEFAULTS.deliveryCountry),
    billingAddress: fromAddress(draft.billingAddress ?? draft.deliveryAddress, DEFAULTS.deliveryCountry),
    isBillingSameAsDelivery: draft.isBillingSameAsDelivery,
  }));
  // A new function only when the language changes: the form validates again with each new one.
  const validateInLanguage = useCallback((values: CheckoutValues) => validate(values, t), [t]);

  const save = async (values: CheckoutValues) => {
    setSaveError(null);
    if (!requestUuid) {
      setSaveError({ message: t('checkout.saveFailed') });
      return;
    }
    const deliveryAddress = toAddress(values.deliveryAddress);
    const billingAddress = values.isBillingSameAsDelivery ? deliveryAddress : toAddress(values.billingAddress);
    const result = await checkoutOrder({ requestUuid, deliveryAddress, billingAddress });
    if ('error' in result) {
      setSaveError(failureOf(result.error, t('checkout.saveFailed')));
      return;
    }
    const r = result.data;
    setServerTitle(r.bookTitle);
    dispatch(
      addressesSaved({
        deliveryAddress,
        billingAddress,
        isBillingSameAsDelivery: values.isBillingSameAsDelivery,
        printTypeNames: r.printTypeNames,
        printSizeNames: r.printSizeNames,
        orderSummary: {
          bookTitle: r.bookTitle,
          printType: r.printType,
          subTotal: r.subTotal,
          shippingCost: r.shippingCost,
          depositPaid: r.depositPaid,
          totalCost: r.totalCost,
          currency: r.currency,
          discountAmount: 0,
          discountApplied: false,
          couponCode: '',
          arrivesBy: r.arrivesBy ?? null,
        },
      }),
    );
    trackEvent('begin_checkout', { value: r.totalCost, currency: r.currency });
  };

  return { initialValues, validate: validateInLanguage, save, saveError, serverTitle };
}
