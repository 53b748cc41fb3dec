import { LIMITS } from 'shared-contracts/constants';
import type { Address } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { badRequest } from '../http/errors.js';
import { namesState } from './stateNames.js';

/** Checkout countries and their phone codes (001 section 3). */
export const CHECKOUT_COUNTRIES: Record<string, string> = { IN: '+91', US: '+1', UK: '+44' };

function countryOf(address: Address): string {
  if (address.country) return address.country;
  const byCode = Object.entries(CHECKOUT_COUNTRIES).find(([, code]) => code === address.phoneCode);
  return byCode ? byCode[0] : '';
}

/**
 * The rules of 001 section 5 that a schema cannot express, checked against the seeded reference data.
 * Answers the address's country code, and the address as it is kept: its state by its English name,
 * as the printer and the courier read it, whichever language the visitor chose it in.
 */
export async function checkAddress(
  db: Db,
  address: Address,
  label: 'Delivery' | 'Billing',
): Promise<{ country: string; address: Address }> {
  const country = countryOf(address);
  const phoneCode = CHECKOUT_COUNTRIES[country];
  if (!phoneCode) throw badRequest(`${label} address: we deliver to India, the United States and the United Kingdom only.`);
  if (address.phoneCode !== phoneCode) throw badRequest(`${label} address: the phone code for ${country} is ${phoneCode}.`);
  const digits = address.phoneNumber.startsWith(address.phoneCode) ? address.phoneNumber.slice(address.phoneCode.length) : '';
  if (!/^[0-9]+$/.test(digits) || digits.length < LIMITS.phoneDigits.min || digits.length > LIMITS.phoneDigits.max) {
    throw badRequest(`${label} address: Phone number must be 6-15 digits`);
  }
  const state = await db
    .selectFrom('states')
    .select(['name', 'translated_names'])
    .where('country_code', '=', country)
    .where('code', '=', address.state)
    .executeTakeFirst();
  if (!state) throw badRequest(`${label} address: please choose a state from the list.`);
  if (!namesState(state, address.stateName)) throw badRequest(`${label} address: the state name does not match the state chosen.`);
  return { country, address: { ...address, stateName: state.name } };
}
