import { useCallback, useState } from 'react';
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
  useMessages,
  useNavigate,
  type Failure,
} from 'shared-contracts';
import { Button, Card, describedBy, FailureAlert, Field, Input, Select, shownError, Spinner } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { PRICING_COUNTRY, validatePricing, type PricingValues } from './pricingRules';
import { useCreateProductOrderMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /initiate-order: contact details for the order, then its price and print options. */
export default function PricingContactPage() {
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

  return (
    <section className="page">
      <StepHeader>{t('pricing.title')}</StepHeader>
      <Card $narrow>
        {existing.isLoading ? (
          <p role="status">
            <Spinner />
            {t('pricing.checking')}
          </p>
        ) : (
          <Form<PricingValues> onSubmit={submit} initialValues={initialValues} validate={validate}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FinalField<string> name="name">
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-name" label={t('pricing.name')} error={error}>
                        <Input {...input} id="pricing-name" autoComplete="name" {...describedBy('pricing-name', { error })} />
                      </Field>
                    );
                  }}
                </FinalField>
                <FinalField<string> name="email">
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <Field id="pricing-email" label={t('pricing.email')} hint={t('pricing.emailHint')} error={error}>
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
                      <Field id="pricing-phone" label={t('pricing.phone')} hint={t('pricing.phoneHint')} error={error}>
                        <div style={{ display: 'flex', gap: 8 }}>
                          <Select aria-label={t('pricing.countryCode')} style={{ width: 'auto' }} defaultValue={PRICING_COUNTRY.phoneCode}>
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
                      <Field id="pricing-country" label={t('pricing.country')} hint={t('pricing.countryHint')} error={error}>
                        <Select {...input} id="pricing-country" {...describedBy('pricing-country', { hint: true, error })}>
                          <option value="">{t('pricing.selectCountry')}</option>
                          {/* Its name in the visitor's language; the server is sent PRICING_COUNTRY.name. */}
                          <option value={PRICING_COUNTRY.code}>{t('pricing.india')}</option>
                        </Select>
                      </Field>
                    );
                  }}
                </FinalField>
                <p>{t('pricing.dataUse')}</p>
                {failure && <FailureAlert {...failure} />}
                <Button type="submit" disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      {t('pricing.calculating')}
                    </>
                  ) : (
                    t('pricing.showPrice')
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
