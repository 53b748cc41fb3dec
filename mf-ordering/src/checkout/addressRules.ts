import {
  ADDRESS_TEXT_LIMITS,
  addressTextProblems,
  COUNTRIES,
  LIMITS,
  type Address,
  type AddressTextField,
  type TypedTextProblem,
} from 'shared-contracts';
import type { OrderingKey, OrderingTranslate } from '../messages/orderingMessages';

/** What the address form holds; the phone number is digits only, its code follows the country. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  state: string;
  stateName: string;
  zip: string;
  instructions: string;
  country: string;
  phoneNumber: string;
}

const REQUIRED: { field: keyof AddressValues; message: OrderingKey }[] = [
  { field: 'firstName', message: 'checkout.address.firstNameRequired' },
  { field: 'lastName', message: 'checkout.address.lastNameRequired' },
  { field: 'addressLine1', message: 'checkout.address.addressLine1Required' },
  { field: 'addressLine2', message: 'checkout.address.addressLine2Required' },
  { field: 'city', message: 'checkout.address.cityRequired' },
  { field: 'state', message: 'checkout.address.stateRequired' },
  { field: 'zip', message: 'checkout.address.zipRequired' },
  { field: 'phoneNumber', message: 'checkout.address.phoneRequired' },
];

export const emptyAddress = (country: string = 'IN'): AddressValues => ({
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  state: '',
  stateName: '',
  zip: '',
  instructions: '',
  country,
  phoneNumber: '',
});

export function phoneCodeOf(country: string): string {
  return COUNTRIES.checkout.find((c) => c.code === country)?.phoneCode ?? '+91';
}

/** The counter under a limited field, e.g. '12/80'. */
export function counter(value: string | undefined, max: number): string {
  return `${(value ?? '').length}/${max}`;
}

export function validateAddress(
  values: Partial<AddressValues> | undefined,
  t: OrderingTranslate,
): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  const v = values ?? {};
  for (const { field, message } of REQUIRED) if (!String(v[field] ?? '').trim()) errors[field] = t(message);
  for (const [field, problem] of Object.entries(addressTextProblems(v)) as [AddressTextField, TypedTextProblem][]) {
    if (errors[field]) continue;
    errors[field] = problem === 'tooLong' ? t('checkout.address.tooLong', { max: ADDRESS_TEXT_LIMITS[field] }) : t(`typedText.${problem}`);
  }
  const digits = v.phoneNumber ?? '';
  if (digits && !(/^\d+$/.test(digits) && digits.length >= LIMITS.phoneDigits.min && digits.length <= LIMITS.phoneDigits.max)) {
    errors.phoneNumber = t('checkout.address.phoneInvalid');
  }
  // The postal code's pattern and state are the field's own rule (PostalCodeField); India calls it a PIN code.
  if (errors.zip && v.country === 'IN') errors.zip = t('checkout.address.pinRequired');
  return errors;
}

/** The address as the checkout call takes it: state name included, phone with its code. */
export function toAddress(values: AddressValues): Address {
  const phoneCode = phoneCodeOf(values.country);
  const trimmed = (s: string) => s.trim();
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    addressLine1: trimmed(values.addressLine1),
    addressLine2: trimmed(values.addressLine2),
    ...(values.addressLine3.trim() ? { addressLine3: trimmed(values.addressLine3) } : {}),
    city: trimmed(values.city),
    state: values.state,
    stateName: values.stateName,
    zip: trimmed(values.zip),
    country: values.country,
    ...(values.instructions.trim() ? { instructions: trimmed(values.instructions) } : {}),
    phoneNumber: `${phoneCode}${values.phoneNumber}`,
    phoneCode,
  };
}

/** A stored address back into the form. */
export function fromAddress(address: Address | null, fallbackCountry = 'IN'): AddressValues {
  if (!address) return emptyAddress(fallbackCountry);
  const country = address.country ?? COUNTRIES.checkout.find((c) => c.phoneCode === address.phoneCode)?.code ?? fallbackCountry;
  return {
    ...emptyAddress(country),
    ...address,
    addressLine3: address.addressLine3 ?? '',
    instructions: address.instructions ?? '',
    country,
    phoneNumber: address.phoneNumber.slice(address.phoneCode.length),
  };
}
