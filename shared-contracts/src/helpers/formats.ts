/** Something@something.tld: the email check every form uses (the server checks again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** The digits of a phone number as typed, everything else removed. */
export function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
