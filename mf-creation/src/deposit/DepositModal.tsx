import { Field as FinalField, Form } from 'react-final-form';
import { formatRupees, useAppSelector } from 'shared-contracts';
import { Alert, Button, ButtonRow, describedBy, Field, Input, PhoneWithCode, Select, shownError, Spinner, StaticModal } from 'ui-kit';
import { DEPOSIT_COUNTRY, validateDeposit, type DepositFormValues } from './depositRules';
import { useDepositPayment } from './useDepositPayment';

interface Props {
  requestUuid: string;
  depositAmount: number;
  freePages: number;
  onPaid: () => void;
  onMinimize: () => void;
}

const TEXT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

/** 'Token Payment Required': a small deposit before the rest of the preview is drawn. */
export function DepositModal({ requestUuid, depositAmount, freePages, onPaid, onMinimize }: Props) {
  const draft = useAppSelector((s) => s.orderDraft);
  const { pay, processing, error } = useDepositPayment(requestUuid, depositAmount, onPaid);
  const initialValues: DepositFormValues = {
    name: draft.personName,
    email: draft.email,
    phoneNumber: draft.phoneNumber,
    country: DEPOSIT_COUNTRY.name,
  };

  return (
    <StaticModal title="Token Payment Required" titleId="deposit-title">
      <p>
        You have seen the first {freePages} pages of your book. A small deposit of <strong>{formatRupees(depositAmount)}</strong> unlocks
        the rest of the preview.
      </p>
      <Form<DepositFormValues> onSubmit={pay} initialValues={initialValues} validate={validateDeposit}>
        {({ handleSubmit, valid }) => (
          <form onSubmit={handleSubmit} noValidate>
            {TEXT_FIELDS.map((f) => (
              <FinalField<string> key={f.name} name={f.name}>
                {({ input, meta }) => {
                  const id = `deposit-${f.name}`;
                  const message = shownError(meta);
                  return (
                    <Field id={id} label={f.label} error={message}>
                      <Input {...input} id={id} type={f.type} autoComplete={f.autoComplete} {...describedBy(id, { error: message })} />
                    </Field>
                  );
                }}
              </FinalField>
            ))}
            <FinalField<string> name="phoneNumber">
              {({ input, meta }) => {
                const message = shownError(meta);
                return (
                  <Field id="deposit-phone" label="Phone" error={message}>
                    <PhoneWithCode code={DEPOSIT_COUNTRY.phoneCode}>
                      <Input
                        {...input}
                        id="deposit-phone"
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel-national"
                        {...describedBy('deposit-phone', { error: message })}
                      />
                    </PhoneWithCode>
                  </Field>
                );
              }}
            </FinalField>
            <FinalField<string> name="country">
              {({ input, meta }) => {
                const message = shownError(meta);
                return (
                  <Field id="deposit-country" label="Country" error={message}>
                    <Select {...input} id="deposit-country" {...describedBy('deposit-country', { error: message })}>
                      <option value="">Select country</option>
                      <option value={DEPOSIT_COUNTRY.name}>{DEPOSIT_COUNTRY.name}</option>
                    </Select>
                  </Field>
                );
              }}
            </FinalField>
            {error && <Alert tone="danger">{error}</Alert>}
            <ButtonRow style={{ marginTop: 8 }}>
              <Button type="submit" disabled={!valid || processing}>
                {processing ? (
                  <>
                    <Spinner />
                    Processing...
                  </>
                ) : (
                  'Pay Now'
                )}
              </Button>
              <Button type="button" $variant="secondary" onClick={onMinimize} disabled={processing}>
                Go Back
              </Button>
            </ButtonRow>
          </form>
        )}
      </Form>
    </StaticModal>
  );
}
