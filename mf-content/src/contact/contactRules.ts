import { looksLikeEmail } from 'shared-contracts';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  sent: "Your message has been sent! We'll get back to you soon.",
  failed: 'There was an error sending your message. Please try again later.',
} as const;

/** Shown while typing: only a non-empty email that does not look like one. */
export function emailHint(email: string): string | undefined {
  return email.trim() && !looksLikeEmail(email) ? CONTACT_MESSAGES.emailInvalid : undefined;
}

/** Every rule checked before sending. */
export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (emailHint(values.email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!values.subject.trim()) errors.subject = CONTACT_MESSAGES.subjectRequired;
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired;
  return errors;
}
