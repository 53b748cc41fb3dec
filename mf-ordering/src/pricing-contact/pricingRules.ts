import { LIMITS, looksLikeEmail } from 'shared-contracts';

export interface PricingValues {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
}

export const PRICING_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number (numbers only)',
  countryRequired: 'Please select a delivery country',
  failed: 'Unable to retrieve pricing. Please try again.',
} as const;

/** The pricing step offers India only. */
export const PRICING_COUNTRY = { code: 'IN', name: 'India', phoneCode: '+91' } as const;

export function validatePricing(values: PricingValues): Partial<Record<keyof PricingValues, string>> {
  const errors: Partial<Record<keyof PricingValues, string>> = {};
  if (!values.name?.trim()) errors.name = PRICING_MESSAGES.nameRequired;
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = PRICING_MESSAGES.emailRequired;
  else if (!looksLikeEmail(email)) errors.email = PRICING_MESSAGES.emailInvalid;
  const phone = values.phoneNumber ?? '';
  const { min, max } = LIMITS.phoneDigits;
  if (phone && (!/^\d+$/.test(phone) || phone.length < min || phone.length > max)) errors.phoneNumber = PRICING_MESSAGES.phoneInvalid;
  if (values.country !== PRICING_COUNTRY.code) errors.country = PRICING_MESSAGES.countryRequired;
  return errors;
}
