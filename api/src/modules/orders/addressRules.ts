import { COUNTRIES, LIMITS } from 'shared-contracts/constants';
import type { Address } from 'shared-contracts/schemas';
import type { Db } from '../../platform/db/openDatabase.js';
import { badRequest } from '../../platform/errors/domainError.js';
import { namesState } from './stateNames.js';

/** How a refusal names the address it is about. */
const ADDRESS_LABELS = {
  Delivery: { en: 'Delivery address', hi: 'डिलीवरी का पता' },
  Billing: { en: 'Billing address', hi: 'बिलिंग का पता' },
};

const checkoutCountry = (code: string) => COUNTRIES.checkout.find((country) => country.code === code);

function countryOf(address: Address): string {
  return address.country || (COUNTRIES.checkout.find((country) => country.phoneCode === address.phoneCode)?.code ?? '');
}

/**
 * The rules of 001 section 5 that a schema cannot express, checked against the seeded reference data.
 * Answers the address's country code, and the address as it is kept: its state by its English name,
 * as the printer and the courier read it, whichever language the visitor chose it in.
 */
export async function checkAddress(
  db: Db,
  address: Address,
  which: 'Delivery' | 'Billing',
): Promise<{ country: string; address: Address }> {
  const label = ADDRESS_LABELS[which];
  const refuse = (en: string, hi: string) => badRequest({ en: `${label.en}: ${en}`, hi: `${label.hi}: ${hi}` });
  const country = countryOf(address);
  const phoneCode = checkoutCountry(country)?.phoneCode;
  if (!phoneCode)
    throw refuse(
      'we deliver to India, the United States and the United Kingdom only.',
      'हम केवल भारत, संयुक्त राज्य अमेरिका और यूनाइटेड किंगडम में डिलीवरी करते हैं।',
    );
  if (address.phoneCode !== phoneCode)
    throw refuse(`the phone code for ${country} is ${phoneCode}.`, `${country} का फ़ोन कोड ${phoneCode} है।`);
  const digits = address.phoneNumber.startsWith(address.phoneCode) ? address.phoneNumber.slice(address.phoneCode.length) : '';
  if (!/^[0-9]+$/.test(digits) || digits.length < LIMITS.phoneDigits.min || digits.length > LIMITS.phoneDigits.max) {
    throw refuse('Phone number must be 6-15 digits', 'फ़ोन नंबर 6 से 15 अंकों का होना चाहिए');
  }
  const state = await db
    .selectFrom('states')
    .select(['name', 'translated_names'])
    .where('country_code', '=', country)
    .where('code', '=', address.state)
    .executeTakeFirst();
  if (!state) throw refuse('please choose a state from the list.', 'कृपया सूची में से एक राज्य चुनें।');
  if (!namesState(state, address.stateName))
    throw refuse('the state name does not match the state chosen.', 'राज्य का नाम चुने गए राज्य से मेल नहीं खाता।');
  return { country, address: { ...address, stateName: state.name } };
}
