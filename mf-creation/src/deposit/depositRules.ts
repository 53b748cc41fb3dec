import { digitsOnly, LIMITS, looksLikeEmail } from 'shared-contracts';

export interface DepositFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
}

export const DEPOSIT_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number (7-15 digits)',
  countryRequired: 'Country is required',
  paymentFailed: 'Payment failed. Please try again.',
  confirmFailed: 'Failed to confirm payment. Please try again.',
  orderFailed: 'Failed to initiate deposit order. Please try again.',
} as const;

/** Only India is offered; its phone code is fixed. */
export const DEPOSIT_COUNTRY = { name: 'India', phoneCode: '+91' } as const;

export function validateDeposit(values: DepositFormValues): Partial<Record<keyof DepositFormValues, string>> {
  const errors: Partial<Record<keyof DepositFormValues, string>> = {};
  if (!values.name?.trim()) errors.name = DEPOSIT_MESSAGES.nameRequired;
  if (!looksLikeEmail(values.email)) errors.email = DEPOSIT_MESSAGES.emailInvalid;
  const digits = digitsOnly(values.phoneNumber).length;
  const { min, max } = LIMITS.depositPhoneDigits;
  if (digits < min || digits > max) errors.phoneNumber = DEPOSIT_MESSAGES.phoneInvalid;
  if (!values.country) errors.country = DEPOSIT_MESSAGES.countryRequired;
  return errors;
}
