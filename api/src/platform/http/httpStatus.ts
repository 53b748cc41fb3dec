import type { DomainErrorKind } from '../errors/domainError.js';

/** The status each kind of refusal answers with. */
export const HTTP_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  'payment-required': 402,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-requests': 429,
  'provider-failed': 502,
  busy: 503,
};
