import { useEffect, useRef } from 'react';
import { Field as FinalField, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { ADDRESS_TEXT_LIMITS, COUNTRIES, digitsOnly, useLanguage, useMessages } from 'shared-contracts';
import { Alert, describedBy, Field, Input, PhoneWithCode, Select, shownError } from 'ui-kit';
import { counter, phoneCodeOf } from './addressRules';
import { useGetStatesQuery } from '../api/orderingApi';
import { PostalCodeField } from './PostalCodeField';
import { orderingMessages } from '../messages/orderingMessages';

const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

type Prefix = 'deliveryAddress' | 'billingAddress';

function TextField({
  prefix,
  name,
  label,
  limit,
  autoComplete,
}: {
  prefix: Prefix;
  name: string;
  label: string;
  limit?: number;
  autoComplete?: string;
}) {
  return (
    <FinalField<string> name={`${prefix}.${name}`}>
      {({ input, meta }) => {
        const id = `${prefix}-${name}`;
        const error = shownError(meta);
        return (
          <Field id={id} label={label} hint={limit ? counter(input.value, limit) : undefined} error={error}>
            <Input {...input} id={id} maxLength={limit} autoComplete={autoComplete} {...describedBy(id, { hint: Boolean(limit), error })} />
          </Field>
        );
      }}
    </FinalField>
  );
}

/** The state list of the address's country; a new list selects its first state. */
function StateField({ prefix }: { prefix: Prefix }) {
  const t = useMessages(orderingMessages);
  const form = useForm();
  const country = useField<string>(`${prefix}.country`, { subscription: { value: true } }).input.value;
  const state = useField<string>(`${prefix}.state`, { subscription: { value: true } }).input.value;
  const { language } = useLanguage();
  const { data, isError, isFetching } = useGetStatesQuery({ countryCode: country, language }, { skip: !country });

  // The country the state was chosen in: another country's list starts from its first state, even when it
  // has a state of the same code (Tamil Nadu and Tennessee are both TN).
  const chosenIn = useRef(country);
  useEffect(() => {
    if (!data?.states.length || isFetching) return;
    const countryChanged = chosenIn.current !== country;
    chosenIn.current = country;
    const current = countryChanged ? undefined : data.states.find((s) => s.code === state);
    const chosen = current ?? data.states[0];
    form.batch(() => {
      form.change(`${prefix}.state`, chosen.code);
      form.change(`${prefix}.stateName`, chosen.name);
    });
  }, [data, isFetching, state, country, prefix, form]);

  return (
    <FinalField<string> name={`${prefix}.state`}>
      {({ input, meta }) => {
        const id = `${prefix}-state`;
        const error = shownError(meta);
        return (
          <Field id={id} label={t('checkout.address.state')} error={error}>
            <Select
              {...input}
              id={id}
              disabled={!data}
              onChange={(event) => {
                input.onChange(event);
                form.change(`${prefix}.stateName`, data?.states.find((s) => s.code === event.target.value)?.name ?? '');
              }}
              {...describedBy(id, { error })}
            >
              {!data && <option value="">{t('checkout.address.loadingStates')}</option>}
              {data?.states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
            {isError && <Alert tone="danger">{t('checkout.address.statesFailed')}</Alert>}
          </Field>
        );
      }}
    </FinalField>
  );
}

/** One address: names, lines, city, country with its states, ZIP, phone with the country's code. */
export function AddressFields({ prefix, withInstructions }: { prefix: Prefix; withInstructions?: boolean }) {
  const t = useMessages(orderingMessages);
  const country = useField<string>(`${prefix}.country`, { subscription: { value: true } }).input.value;
  return (
    <>
      <Grid>
        <TextField
          prefix={prefix}
          name="firstName"
          label={t('checkout.address.firstName')}
          limit={ADDRESS_TEXT_LIMITS.firstName}
          autoComplete="given-name"
        />
        <TextField
          prefix={prefix}
          name="lastName"
          label={t('checkout.address.lastName')}
          limit={ADDRESS_TEXT_LIMITS.lastName}
          autoComplete="family-name"
        />
      </Grid>
      <TextField
        prefix={prefix}
        name="addressLine1"
        label={t('checkout.address.addressLine1')}
        limit={ADDRESS_TEXT_LIMITS.addressLine1}
        autoComplete="address-line1"
      />
      <TextField
        prefix={prefix}
        name="addressLine2"
        label={t('checkout.address.addressLine2')}
        limit={ADDRESS_TEXT_LIMITS.addressLine2}
        autoComplete="address-line2"
      />
      <TextField
        prefix={prefix}
        name="addressLine3"
        label={t('checkout.address.addressLine3')}
        limit={ADDRESS_TEXT_LIMITS.addressLine3}
        autoComplete="address-line3"
      />
      <Grid>
        <TextField
          prefix={prefix}
          name="city"
          label={t('checkout.address.city')}
          limit={ADDRESS_TEXT_LIMITS.city}
          autoComplete="address-level2"
        />
        <FinalField<string> name={`${prefix}.country`}>
          {({ input }) => (
            <Field id={`${prefix}-country`} label={t('checkout.address.country')}>
              <Select {...input} id={`${prefix}-country`} autoComplete="country">
                {COUNTRIES.checkout.map((c) => (
                  <option key={c.code} value={c.code}>
                    {t(`checkout.address.countryName.${c.code}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </FinalField>
        <StateField prefix={prefix} />
        <PostalCodeField prefix={prefix} />
      </Grid>
      <FinalField<string> name={`${prefix}.phoneNumber`} parse={digitsOnly}>
        {({ input, meta }) => {
          const id = `${prefix}-phone`;
          const error = shownError(meta);
          return (
            <Field id={id} label={t('checkout.address.phone')} error={error}>
              <PhoneWithCode code={phoneCodeOf(country)} label={t('checkout.address.phoneCode')}>
                <Input {...input} id={id} type="tel" inputMode="numeric" autoComplete="tel-national" {...describedBy(id, { error })} />
              </PhoneWithCode>
            </Field>
          );
        }}
      </FinalField>
      {withInstructions && (
        <FinalField<string> name={`${prefix}.instructions`}>
          {({ input, meta }) => {
            const id = `${prefix}-instructions`;
            const error = shownError(meta);
            return (
              <Field
                id={id}
                label={t('checkout.address.instructions')}
                hint={counter(input.value, ADDRESS_TEXT_LIMITS.instructions)}
                error={error}
              >
                <Input
                  as="textarea"
                  {...input}
                  id={id}
                  rows={3}
                  maxLength={ADDRESS_TEXT_LIMITS.instructions}
                  {...describedBy(id, { hint: true, error })}
                />
              </Field>
            );
          }}
        </FinalField>
      )}
    </>
  );
}
