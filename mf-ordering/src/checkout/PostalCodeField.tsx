import { Field as FinalField, useField } from 'react-final-form';
import { digitsOnly, postalCodeProblem, useLanguage, useMessages } from 'shared-contracts';
import { describedBy, Field, Input, shownError } from 'ui-kit';
import { useGetStatesQuery } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

type Prefix = 'deliveryAddress' | 'billingAddress';

/**
 * The postal code in its country's pattern: in India a 'PIN code' of six digits whose postal circle
 * delivers to the chosen state, else the field says which state the PIN is in (the server's rule,
 * contracts/postal-codes, in the page's words).
 */
export function PostalCodeField({ prefix }: { prefix: Prefix }) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const country = useField<string>(`${prefix}.country`, { subscription: { value: true } }).input.value;
  const { data } = useGetStatesQuery({ countryCode: country, language }, { skip: !country });
  const india = country === 'IN';

  const validate = (zip: string | undefined, all: object) => {
    const state = (all as Record<Prefix, { state?: string } | undefined>)[prefix]?.state ?? '';
    const problem = zip?.trim() ? postalCodeProblem(country, state, zip) : null;
    if (!problem) return undefined;
    if (problem.kind === 'pattern') return t(india ? 'checkout.address.pinInvalid' : 'checkout.address.zipInvalid');
    const named = data?.states.find((candidate) => candidate.code === problem.belongsTo)?.name ?? problem.belongsTo;
    return t('checkout.address.pinOtherState', { pin: zip!.trim(), state: named });
  };

  return (
    // A PIN keeps its digits only: '560 038' pasted is 560038.
    <FinalField<string> name={`${prefix}.zip`} validate={validate} parse={india ? digitsOnly : undefined}>
      {({ input, meta }) => {
        const id = `${prefix}-zip`;
        const error = shownError(meta);
        return (
          <Field id={id} label={t(india ? 'checkout.address.pin' : 'checkout.address.zip')} error={error}>
            <Input
              {...input}
              id={id}
              autoComplete="postal-code"
              inputMode={india ? 'numeric' : undefined}
              maxLength={india ? undefined : 12}
              {...describedBy(id, { error })}
            />
          </Field>
        );
      }}
    </FinalField>
  );
}
