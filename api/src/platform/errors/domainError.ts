import { visitorText, type VisitorText } from '../i18n/visitorText.js';

export type { VisitorText };

/** What went wrong, in the shop's words; the HTTP layer chooses the status for each (httpStatus.ts). */
export type DomainErrorKind =
  | 'invalid'
  | 'payment-required'
  | 'not-found'
  | 'gone'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-requests'
  | 'provider-failed'
  | 'busy';

/** A refusal with a message for the visitor, thrown by the shop's code and answered in the call's language. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly text: VisitorText,
  ) {
    super(text.en);
  }
}

/** A request the schema or a form's rules refuse, with what is wrong in the checker's words. */
export const invalidRequest = (problems: string) => new DomainError('invalid', visitorText('errors.invalidRequest', { problems }));

export const notFound = (text: VisitorText) => new DomainError('not-found', text);
export const conflict = (text: VisitorText) => new DomainError('conflict', text);
export const badRequest = (text: VisitorText) => new DomainError('invalid', text);
