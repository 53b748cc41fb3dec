import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, RichMessage, SITE, useAppSelector, useMessages } from 'shared-contracts';
import { Alert, Button, Card, describedBy, Field, Input, Spinner } from 'ui-kit';
import { emailHint, validateContact, type ContactErrors, type ContactValues } from './contactRules';
import { useCreateCaseMutation } from '../api/contentApi';
import { contentMessages, type ContentMessage } from '../messages/contentMessages';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

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

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/** /contact: 'Send Us a Message', with the current book request attached when there is one. */
export default function ContactPage() {
  const t = useMessages(contentMessages);
  const requestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  const [createCase, sending] = useCreateCaseMutation();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const change = (name: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: name === 'email' ? emailHint(value) : undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setResult(null);
    const sent = await createCase({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(requestUuid ? { requestUuid } : {}),
    });
    if ('error' in sent) {
      setResult('failed');
      return;
    }
    setValues(EMPTY);
    setResult('sent');
  };

  const errorOf = (name: keyof ContactValues) => {
    const error = errors[name];
    return error && t(error);
  };

  return (
    <section className="page">
      <h1>{t('contact.title')}</h1>
      <p>
        <RichMessage catalog={contentMessages} id="contact.intro" components={{ 0: <Link to="/faq" /> }} />
      </p>
      <Card $narrow>
        <h2>{t('contact.form.title')}</h2>
        <p>
          <RichMessage
            catalog={contentMessages}
            id="contact.form.intro"
            values={{ email: SITE.supportEmail, response: SITE.supportResponse }}
            components={{ 0: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> }}
          />
        </p>
        {result && (
          <Alert tone={result === 'sent' ? 'success' : 'danger'}>
            <Dismiss type="button" aria-label={t('contact.form.dismiss')} onClick={() => setResult(null)}>
              ×
            </Dismiss>
            {t(result === 'sent' ? 'contact.form.sent' : 'contact.form.failed')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          {FIELDS.map((f) => {
            const id = `contact-${f.name}`;
            return (
              <Field key={f.name} id={id} label={t(f.label)} error={errorOf(f.name)}>
                <Input
                  id={id}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  value={values[f.name]}
                  onChange={(e) => change(f.name, e.target.value)}
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
              value={values.message}
              onChange={(e) => change('message', e.target.value)}
              {...describedBy('contact-message', { error: errorOf('message') })}
            />
          </Field>
          <Button type="submit" disabled={sending.isLoading}>
            {sending.isLoading ? (
              <>
                <Spinner />
                {t('contact.form.sending')}
              </>
            ) : (
              t('contact.form.submit')
            )}
          </Button>
        </form>
        <p>
          <Link to="/faq">{t('contact.faqLink')}</Link>
        </p>
      </Card>
    </section>
  );
}
