import { useCallback, useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  addressesSaved,
  DEFAULTS,
  failureOf,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useBookRequestId,
  useLanguage,
  useMessages,
  type Failure,
} from 'shared-contracts';
import { bookTitle as defaultBookTitle } from 'shared-contracts/formats';
import { Button, Card, FailureAlert, Spinner } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { AddressFields } from './AddressFields';
import { fromAddress, toAddress, validateAddress, type AddressValues } from './addressRules';
import { OrderSummaryCard } from './OrderSummaryCard';
import { printTypeName } from '../shared/printTypeName';
import { useProductPayment } from './useProductPayment';
import { useCheckoutOrderMutation } from '../api/orderingApi';
import { orderingMessages, type OrderingTranslate } from '../messages/orderingMessages';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
  }
`;

const SameAsDelivery = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin: 8px 0 16px;
  input {
    width: 20px;
    height: 20px;
    accent-color: var(--color-primary);
  }
`;

interface CheckoutValues {
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

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /checkout: delivery and billing addresses, then the order summary with coupon and payment. */
export default function CheckoutPage() {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const [checkoutOrder] = useCheckoutOrderMutation();
  const [saveError, setSaveError] = useState<Failure | null>(null);
  const [serverTitle, setServerTitle] = useState<string | null>(null);
  const requestUuid = useBookRequestId();
  const payment = useProductPayment(requestUuid);

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
        orderSummary: {
          printType: r.printType,
          subTotal: r.subTotal,
          shippingCost: r.shippingCost,
          totalCost: r.subTotal + r.shippingCost,
          currency: r.currency,
          discountAmount: 0,
          discountApplied: false,
          couponCode: '',
        },
      }),
    );
    trackEvent('begin_checkout', { value: r.totalCost, currency: r.currency });
  };

  return (
    <section className="page">
      <StepHeader>{t('checkout.title')}</StepHeader>
      <Columns>
        <Card as="section" aria-labelledby="address-title">
          <h2 id="address-title">{t('checkout.addressTitle')}</h2>
          <Form<CheckoutValues> onSubmit={save} initialValues={initialValues} validate={validateInLanguage}>
            {({ handleSubmit, submitting, values, form }) => (
              <form onSubmit={handleSubmit} noValidate>
                <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                  <legend>
                    <strong>{t('checkout.deliveryAddress')}</strong>
                  </legend>
                  <AddressFields prefix="deliveryAddress" withInstructions />
                </fieldset>
                <FinalField<boolean> name="isBillingSameAsDelivery" type="checkbox">
                  {({ input }) => (
                    <SameAsDelivery>
                      <input
                        type="checkbox"
                        name={input.name}
                        checked={Boolean(input.checked)}
                        onBlur={input.onBlur}
                        onFocus={input.onFocus}
                        onChange={(event) => {
                          // Unticking starts the billing form from the delivery address.
                          if (!event.target.checked) form.change('billingAddress', { ...values.deliveryAddress, instructions: '' });
                          input.onChange(event);
                        }}
                      />
                      {t('checkout.sameAsDelivery')}
                    </SameAsDelivery>
                  )}
                </FinalField>
                {!values.isBillingSameAsDelivery && (
                  <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                    <legend>
                      <strong>{t('checkout.billingAddress')}</strong>
                    </legend>
                    <AddressFields prefix="billingAddress" />
                  </fieldset>
                )}
                {saveError && <FailureAlert {...saveError} />}
                <Button type="submit" disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      {t('checkout.saving')}
                    </>
                  ) : (
                    t('checkout.save')
                  )}
                </Button>
              </form>
            )}
          </Form>
        </Card>
        {requestUuid && (
          <OrderSummaryCard
            requestUuid={requestUuid}
            bookTitle={serverTitle ?? defaultBookTitle(draft.childFirstName, language)}
            printType={printTypeName(draft, language)}
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
