import { looksLikeEmail } from 'shared-contracts';
import type { ContentMessage } from '../messages/contentMessages';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The rules' messages as keys of the content messages: the form shows them in the visitor's language. */
export const CONTACT_MESSAGES = {
  nameRequired: 'contact.error.nameRequired',
  emailRequired: 'contact.error.emailRequired',
  emailInvalid: 'contact.error.emailInvalid',
  subjectRequired: 'contact.error.subjectRequired',
  messageRequired: 'contact.error.messageRequired',
} as const satisfies Record<string, ContentMessage>;

export type ContactErrors = Partial<Record<keyof ContactValues, ContentMessage>>;

/** Shown while typing: only a non-empty email that does not look like one. */
export function emailHint(email: string): ContentMessage | undefined {
  return email.trim() && !looksLikeEmail(email) ? CONTACT_MESSAGES.emailInvalid : undefined;
}

/** Every rule checked before sending. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (emailHint(values.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!values.subject.trim()) errors.subject = CONTACT_MESSAGES.subjectRequired;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired;
  return errors;
}
