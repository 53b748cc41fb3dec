import { Field as FinalField } from 'react-final-form';
import { digitsOnly } from 'shared-contracts';
import { describedBy, Field, Input, Select, shownError } from 'ui-kit';
import { PRICING_COUNTRY } from './pricingRules';
import type { OrderingTranslate } from '../messages/orderingMessages';

type Words = { t: OrderingTranslate };

export function NameField({ t }: Words) {
  return (
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
  );
}

export function EmailField({ t }: Words) {
  return (
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
  );
}

/** The phone number in digits, after India's calling code (the one country the shop delivers to). */
export function PhoneField({ t }: Words) {
  return (
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
  );
}

export function CountryField({ t }: Words) {
  return (
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
  );
}
