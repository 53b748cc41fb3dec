import { COUNTRIES, LIMITS, looksLikeEmail } from 'shared-contracts';
import type { OrderingTranslate } from '../messages/orderingMessages';

export interface PricingValues {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
}

/** The pricing step offers India only. */
/** The one country the pricing step offers (India). */
export const PRICING_COUNTRY = COUNTRIES.pricing[0];

export function validatePricing(values: PricingValues, t: OrderingTranslate): Partial<Record<keyof PricingValues, string>> {
  const errors: Partial<Record<keyof PricingValues, string>> = {};
  if (!values.name?.trim()) errors.name = t('pricing.nameRequired');
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = t('pricing.emailRequired');
  else if (!looksLikeEmail(email)) errors.email = t('pricing.emailInvalid');
  const phone = values.phoneNumber ?? '';
  const { min, max } = LIMITS.phoneDigits;
  if (phone && (!/^\d+$/.test(phone) || phone.length < min || phone.length > max)) errors.phoneNumber = t('pricing.phoneInvalid');
  if (values.country !== PRICING_COUNTRY.code) errors.country = t('pricing.countryRequired');
  return errors;
}
