import { COUNTRIES, digitsOnly, LIMITS, looksLikeEmail } from 'shared-contracts';
import type { CreationMessage } from '../messages/creationMessages';

export interface DepositFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
}

/** Message keys: the dialog words them in the visitor's language. */
export const DEPOSIT_MESSAGES = {
  nameRequired: 'deposit.name.required',
  emailInvalid: 'deposit.email.invalid',
  phoneInvalid: 'deposit.phone.invalid',
  countryRequired: 'deposit.country.required',
  paymentFailed: 'deposit.paymentFailed',
  confirmFailed: 'deposit.confirmFailed',
  orderFailed: 'deposit.orderFailed',
} as const satisfies Record<string, CreationMessage>;

/** Only India is offered; its phone code is fixed. The name is the value sent, the label is shown. */
export const DEPOSIT_COUNTRY = { ...COUNTRIES.deposit[0], label: 'deposit.country.india' } as const;

export function validateDeposit(values: DepositFormValues): Partial<Record<keyof DepositFormValues, CreationMessage>> {
  const errors: Partial<Record<keyof DepositFormValues, CreationMessage>> = {};
  if (!values.name?.trim()) errors.name = DEPOSIT_MESSAGES.nameRequired;
  if (!looksLikeEmail(values.email)) errors.email = DEPOSIT_MESSAGES.emailInvalid;
  const digits = digitsOnly(values.phoneNumber).length;
  const { min, max } = LIMITS.depositPhoneDigits;
  if (digits < min || digits > max) errors.phoneNumber = DEPOSIT_MESSAGES.phoneInvalid;
  if (!values.country) errors.country = DEPOSIT_MESSAGES.countryRequired;
  return errors;
}
