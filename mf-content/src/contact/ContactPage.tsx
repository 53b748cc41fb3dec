import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, SITE, useAppSelector } from 'shared-contracts';
import { Alert, Button, Card, describedBy, Field, Input, Spinner } from 'ui-kit';
import { CONTACT_MESSAGES, emailHint, validateContact, type ContactValues } from './contactRules';
import { useCreateCaseMutation } from '../api/contentApi';

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

const FIELDS: { name: keyof ContactValues; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/** /contact: 'Send Us a Message', with the current book request attached when there is one. */
export default function ContactPage() {
  const requestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  const [createCase, sending] = useCreateCaseMutation();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
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

  return (
    <section className="page">
      <h1>Contact Us</h1>
      <p>
        Questions about your book, an order or our stories? Many answers are in our <Link to="/faq">FAQ</Link>.
      </p>
      <Card $narrow>
        <h2>Send Us a Message</h2>
        <p>
          Write to us here or at <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>. We reply {SITE.supportResponse}.
        </p>
        {result && (
          <Alert tone={result === 'sent' ? 'success' : 'danger'}>
            <Dismiss type="button" aria-label="Dismiss" onClick={() => setResult(null)}>
              ×
            </Dismiss>
            {result === 'sent' ? CONTACT_MESSAGES.sent : CONTACT_MESSAGES.failed}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          {FIELDS.map((f) => {
            const id = `contact-${f.name}`;
            return (
              <Field key={f.name} id={id} label={f.label} error={errors[f.name]}>
                <Input
                  id={id}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  value={values[f.name]}
                  onChange={(e) => change(f.name, e.target.value)}
                  {...describedBy(id, { error: errors[f.name] })}
                />
              </Field>
            );
          })}
          <Field id="contact-message" label="Message" error={errors.message}>
            <Input
              as="textarea"
              id="contact-message"
              rows={5}
              value={values.message}
              onChange={(e) => change('message', e.target.value)}
              {...describedBy('contact-message', { error: errors.message })}
            />
          </Field>
          <Button type="submit" disabled={sending.isLoading}>
            {sending.isLoading ? (
              <>
                <Spinner />
                Sending...
              </>
            ) : (
              'Send Message'
            )}
          </Button>
        </form>
        <p>
          <Link to="/faq">View FAQs</Link>
        </p>
      </Card>
    </section>
  );
}
