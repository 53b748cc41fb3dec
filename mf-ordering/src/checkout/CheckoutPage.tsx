import { useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import {
  addressesSaved,
  bookTitle as defaultBookTitle,
  DEFAULTS,
  failureOf,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useBookRequestId,
  type Failure,
} from 'shared-contracts';
import { Button, Card, FailureAlert, Spinner } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { AddressFields } from './AddressFields';
import { CHECKOUT_MESSAGES, fromAddress, toAddress, validateAddress, type AddressValues } from './addressRules';
import { OrderSummaryCard } from './OrderSummaryCard';
import { useProductPayment } from './useProductPayment';
import { useCheckoutOrderMutation } from '../api/orderingApi';

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

function validate(values: CheckoutValues) {
  return {
    deliveryAddress: validateAddress(values.deliveryAddress),
    billingAddress: values.isBillingSameAsDelivery ? {} : validateAddress(values.billingAddress),
  };
}

/** /checkout: delivery and billing addresses, then the order summary with coupon and payment. */
export default function CheckoutPage() {
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

  const save = async (values: CheckoutValues) => {
    setSaveError(null);
    if (!requestUuid) {
      setSaveError({ message: CHECKOUT_MESSAGES.saveFailed });
      return;
    }
    const deliveryAddress = toAddress(values.deliveryAddress);
    const billingAddress = values.isBillingSameAsDelivery ? deliveryAddress : toAddress(values.billingAddress);
    const result = await checkoutOrder({ requestUuid, deliveryAddress, billingAddress });
    if ('error' in result) {
      setSaveError(failureOf(result.error, CHECKOUT_MESSAGES.saveFailed));
      return;
    }
    const r = result.data;
    setServerTitle(r.bookTitle);
    dispatch(
      addressesSaved({
        deliveryAddress,
        billingAddress,
        isBillingSameAsDelivery: values.isBillingSameAsDelivery,
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
      <StepHeader>Checkout</StepHeader>
      <Columns>
        <Card as="section" aria-labelledby="address-title">
          <h2 id="address-title">Delivery &amp; Billing Information</h2>
          <Form<CheckoutValues> onSubmit={save} initialValues={initialValues} validate={validate}>
            {({ handleSubmit, submitting, values, form }) => (
              <form onSubmit={handleSubmit} noValidate>
                <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                  <legend>
                    <strong>Delivery address</strong>
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
                      Billing address is same as delivery address
                    </SameAsDelivery>
                  )}
                </FinalField>
                {!values.isBillingSameAsDelivery && (
                  <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                    <legend>
                      <strong>Billing address</strong>
                    </legend>
                    <AddressFields prefix="billingAddress" />
                  </fieldset>
                )}
                {saveError && <FailureAlert {...saveError} />}
                <Button type="submit" disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      Saving...
                    </>
                  ) : (
                    'Save Address Details'
                  )}
                </Button>
              </form>
            )}
          </Form>
        </Card>
        {requestUuid && (
          <OrderSummaryCard
            requestUuid={requestUuid}
            bookTitle={serverTitle ?? defaultBookTitle(draft.childFirstName)}
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
