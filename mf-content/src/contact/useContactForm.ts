import { useState, type FormEvent } from 'react';
import { useAppSelector } from 'shared-contracts';
import { emailHint, validateContact, type ContactErrors, type ContactValues } from './contactRules';
import { useCreateCaseMutation } from '../api/contentApi';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form's values, their checks as they are typed and on sending, and the case sent with the
 * visitor's book request attached when there is one; a sent form is emptied.
 */
export function useContactForm() {
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

  return { values, errors, result, sending: sending.isLoading, change, submit, dismiss: () => setResult(null) };
}
