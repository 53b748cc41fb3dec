import { Field as FinalField, Form } from 'react-final-form';
import { formatRupees, RichMessage, useAppSelector, useLanguage, useMessages } from 'shared-contracts';
import { Alert, Button, ButtonRow, describedBy, Field, Input, PhoneWithCode, Select, Spinner, StaticModal } from 'ui-kit';
import { DEPOSIT_COUNTRY, validateDeposit, type DepositFormValues } from './depositRules';
import { useDepositPayment } from './useDepositPayment';
import { creationMessages } from '../messages/creationMessages';
import { useFieldError } from '../messages/useFieldError';

interface Props {
  requestUuid: string;
  depositAmount: number;
  freePages: number;
  onPaid: () => void;
  onMinimize: () => void;
}

const TEXT_FIELDS = [
  { name: 'name', label: 'deposit.name.label', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'deposit.email.label', type: 'email', autoComplete: 'email' },
] as const;

/** 'Token Payment Required': a small deposit before the rest of the preview is drawn. */
export function DepositModal({ requestUuid, depositAmount, freePages, onPaid, onMinimize }: Props) {
  const draft = useAppSelector((s) => s.orderDraft);
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  const fieldError = useFieldError();
  const { pay, processing, error } = useDepositPayment(requestUuid, depositAmount, onPaid);
  const initialValues: DepositFormValues = {
    name: draft.personName,
    email: draft.email,
    phoneNumber: draft.phoneNumber,
    country: DEPOSIT_COUNTRY.name,
  };

  return (
    <StaticModal title={t('deposit.title')} titleId="deposit-title">
      <p>
        <RichMessage
          catalog={creationMessages}
          id="deposit.intro"
          values={{ freePages, amount: formatRupees(depositAmount, language) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <p>{t('deposit.counted')}</p>
      <Form<DepositFormValues> onSubmit={pay} initialValues={initialValues} validate={validateDeposit}>
        {({ handleSubmit, valid }) => (
          <form onSubmit={handleSubmit} noValidate>
            {TEXT_FIELDS.map((f) => (
              <FinalField<string> key={f.name} name={f.name}>
                {({ input, meta }) => {
                  const id = `deposit-${f.name}`;
                  const message = fieldError(meta);
                  return (
                    <Field id={id} label={t(f.label)} error={message}>
                      <Input {...input} id={id} type={f.type} autoComplete={f.autoComplete} {...describedBy(id, { error: message })} />
                    </Field>
                  );
                }}
              </FinalField>
            ))}
            <FinalField<string> name="phoneNumber">
              {({ input, meta }) => {
                const message = fieldError(meta);
                return (
                  <Field id="deposit-phone" label={t('deposit.phone.label')} error={message}>
                    <PhoneWithCode code={DEPOSIT_COUNTRY.phoneCode} label={t('deposit.phoneCode')}>
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
                const message = fieldError(meta);
                return (
                  <Field id="deposit-country" label={t('deposit.country.label')} error={message}>
                    <Select {...input} id="deposit-country" {...describedBy('deposit-country', { error: message })}>
                      <option value="">{t('deposit.country.placeholder')}</option>
                      <option value={DEPOSIT_COUNTRY.name}>{t(DEPOSIT_COUNTRY.label)}</option>
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
                    {t('deposit.processing')}
                  </>
                ) : (
                  t('deposit.payNow')
                )}
              </Button>
              <Button type="button" $variant="secondary" onClick={onMinimize} disabled={processing}>
                {t('deposit.goBack')}
              </Button>
            </ButtonRow>
          </form>
        )}
      </Form>
    </StaticModal>
  );
}
