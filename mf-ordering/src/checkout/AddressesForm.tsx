import { Field as FinalField, Form } from 'react-final-form';
import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Button, FailureAlert, Spinner } from 'ui-kit';
import { AddressFields } from './AddressFields';
import type { useCheckoutAddresses, CheckoutValues } from './useCheckoutAddresses';
import { orderingMessages } from '../messages/orderingMessages';

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

const Group = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
`;

/** The delivery address, and the billing address unless it is the same. */
export function AddressesForm({ addresses }: { addresses: ReturnType<typeof useCheckoutAddresses> }) {
  const t = useMessages(orderingMessages);
  return (
    <Form<CheckoutValues> onSubmit={addresses.save} initialValues={addresses.initialValues} validate={addresses.validate}>
      {({ handleSubmit, submitting, values, form }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Group>
            <legend>
              <strong>{t('checkout.deliveryAddress')}</strong>
            </legend>
            <AddressFields prefix="deliveryAddress" withInstructions />
          </Group>
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
            <Group>
              <legend>
                <strong>{t('checkout.billingAddress')}</strong>
              </legend>
              <AddressFields prefix="billingAddress" />
            </Group>
          )}
          {addresses.saveError && <FailureAlert {...addresses.saveError} />}
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
  );
}
