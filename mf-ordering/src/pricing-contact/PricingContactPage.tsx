import { useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
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
  useNavigate,
  type Failure,
} from 'shared-contracts';
import { Button, Card, describedBy, FailureAlert, Field, Input, Select, shownError, Spinner } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { PRICING_COUNTRY, PRICING_MESSAGES, validatePricing, type PricingValues } from './pricingRules';
import { useCreateProductOrderMutation } from '../api/orderingApi';

/** /initiate-order: contact details for the order, then its price and print options. */
export default function PricingContactPage() {
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

  const submit = async (values: PricingValues) => {
    setFailure(null);
    if (!requestUuid) {
      setFailure({ message: PRICING_MESSAGES.failed });
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
      setFailure(failureOf(result.error, PRICING_MESSAGES.failed));
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

  return (
    <section className="page">
      <StepHeader>Almost there! Let's get your book's price</StepHeader>
      <Card $narrow>
        {existing.isLoading ? (
          <p role="status">
            <Spinner />
            Checking for existing information...
          </p>
        ) : (
          <Form<PricingValues> onSubmit={submit} initialValues={initialValues} validate={validatePricing}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FinalField<string> name="name">
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-name" label="Name" error={error}>
                        <Input {...input} id="pricing-name" autoComplete="name" {...describedBy('pricing-name', { error })} />
                      </Field>
                    );
                  }}
                </FinalField>
                <FinalField<string> name="email">
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-email" label="Email address" hint="Required for order confirmation." error={error}>
                        <Input
                          {...input}
                          id="pricing-email"
                          type="email"
                          autoComplete="email"
                          {...describedBy('pricing-email', { hint: true, error })}
                        />
                      </Field>
                    );
                  }}
                </FinalField>
                <FinalField<string> name="phoneNumber" parse={digitsOnly}>
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-phone" label="Phone number" hint="Numbers only, no spaces or special characters." error={error}>
                        <div style={{ display: 'flex', gap: 8 }}>
                          <Select aria-label="Country code" style={{ width: 'auto' }} defaultValue={PRICING_COUNTRY.phoneCode}>
                            <option value={PRICING_COUNTRY.phoneCode}>
                              {PRICING_COUNTRY.code} {PRICING_COUNTRY.phoneCode}
                            </option>
                          </Select>
                          <Input
                            {...input}
                            id="pricing-phone"
                            type="tel"
                            inputMode="numeric"
                            autoComplete="tel-national"
                            {...describedBy('pricing-phone', { hint: true, error })}
                          />
                        </div>
                      </Field>
                    );
                  }}
                </FinalField>
                <FinalField<string> name="country">
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-country" label="Delivery Country" hint="Required for shipping calculation." error={error}>
                        <Select {...input} id="pricing-country" {...describedBy('pricing-country', { hint: true, error })}>
                          <option value="">Select Country</option>
                          <option value={PRICING_COUNTRY.code}>{PRICING_COUNTRY.name}</option>
                        </Select>
                      </Field>
                    );
                  }}
                </FinalField>
                <p>We use this information only for this order.</p>
                {failure && <FailureAlert {...failure} />}
                <Button type="submit" disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      Calculating Price...
                    </>
                  ) : (
                    'Show Price'
                  )}
                </Button>
              </form>
            )}
          </Form>
        )}
      </Card>
    </section>
  );
}
