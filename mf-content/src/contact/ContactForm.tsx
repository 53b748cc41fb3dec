import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Alert, Button, describedBy, Field, Input, Spinner } from 'ui-kit';
import type { ContactValues } from './contactRules';
import type { useContactForm } from './useContactForm';
import { contentMessages, type ContentMessage } from '../messages/contentMessages';

const Dismiss = styled.button`
  float: right;
  border: none;
  background: none;
  font-size: 1.3rem;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  color: inherit;
  margin: -10px -12px 0 0;
`;

const FIELDS: { name: keyof ContactValues; label: ContentMessage; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'contact.form.name', autoComplete: 'name' },
  { name: 'email', label: 'contact.form.email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'contact.form.subject' },
];

/** 'Send Us a Message': the outcome of the last sending, the four fields and the button. */
export function ContactForm({ form }: { form: ReturnType<typeof useContactForm> }) {
  const t = useMessages(contentMessages);
  const errorOf = (name: keyof ContactValues) => {
    const error = form.errors[name];
    return error && t(error);
  };
  return (
    <>
      {form.result && (
        <Alert tone={form.result === 'sent' ? 'success' : 'danger'}>
          <Dismiss type="button" aria-label={t('contact.form.dismiss')} onClick={form.dismiss}>
            ×
          </Dismiss>
          {t(form.result === 'sent' ? 'contact.form.sent' : 'contact.form.failed')}
        </Alert>
      )}
      <form onSubmit={form.submit} noValidate>
        {FIELDS.map((f) => {
          const id = `contact-${f.name}`;
          return (
            <Field key={f.name} id={id} label={t(f.label)} error={errorOf(f.name)}>
              <Input
                id={id}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                value={form.values[f.name]}
                onChange={(e) => form.change(f.name, e.target.value)}
                {...describedBy(id, { error: errorOf(f.name) })}
              />
            </Field>
          );
        })}
        <Field id="contact-message" label={t('contact.form.message')} error={errorOf('message')}>
          <Input
            as="textarea"
            id="contact-message"
            rows={5}
            value={form.values.message}
            onChange={(e) => form.change('message', e.target.value)}
            {...describedBy('contact-message', { error: errorOf('message') })}
          />
        </Field>
        <Button type="submit" disabled={form.sending}>
          {form.sending ? (
            <>
              <Spinner />
              {t('contact.form.sending')}
            </>
          ) : (
            t('contact.form.submit')
          )}
        </Button>
      </form>
    </>
  );
}
