import { ADDRESS_TEXT_LIMITS, addressTextProblems, type AddressTextField } from 'contracts/address-text';
import { COUNTRIES, LIMITS } from 'contracts/constants';
import { composedText, type TypedTextProblem } from 'contracts/typed-text';
import { postalCodeProblem } from 'contracts/postal-codes';
import { inEachLanguage } from 'contracts/languages';
import type { Address } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { badRequest, type VisitorText } from '../../platform/errors/domainError.js';
import { namesState, stateName } from './stateNames.js';
import { findDeliveryState } from './deliveryStates.js';
import { TYPED_TEXT_MESSAGES } from '../../platform/i18n/typedTextMessages.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

/** How a refusal names the address it is about. */
const ADDRESS_LABELS = {
  Delivery: visitorText('orders.address.labelDelivery'),
  Billing: visitorText('orders.address.labelBilling'),
};

const checkoutCountry = (code: string) => COUNTRIES.checkout.find((country) => country.code === code);

/** The address with its typed lines as they are kept: composed (NFC). */
function composedAddress(address: Address): Address {
  const composed = { ...address };
  for (const field of Object.keys(ADDRESS_TEXT_LIMITS) as AddressTextField[]) {
    const text = composed[field];
    if (text !== undefined) composed[field] = composedText(text);
  }
  return composed;
}

export function countryOf(address: Address): string {
  return address.country || (COUNTRIES.checkout.find((country) => country.phoneCode === address.phoneCode)?.code ?? '');
}

/**
 * The checkout rules (docs/product.md#ordering) that a schema cannot express, checked against the seeded reference data.
 * Answers the address's country code, and the address as it is kept: its state by its English name,
 * as the printer and the courier read it, whichever language the visitor chose it in.
 */
export async function checkAddress(
  db: Db,
  address: Address,
  which: 'Delivery' | 'Billing',
): Promise<{ country: string; address: Address }> {
  const label = ADDRESS_LABELS[which];
  const refuse = (problem: VisitorText) => badRequest(visitorText('orders.address.problem', { address: label, problem }));
  const country = countryOf(address);
  const phoneCode = checkoutCountry(country)?.phoneCode;
  if (!phoneCode) throw refuse(visitorText('orders.address.notDeliverable'));
  if (address.phoneCode !== phoneCode) throw refuse(visitorText('orders.address.wrongPhoneCode', { country, phoneCode }));
  const digits = address.phoneNumber.startsWith(address.phoneCode) ? address.phoneNumber.slice(address.phoneCode.length) : '';
  if (!/^[0-9]+$/.test(digits) || digits.length < LIMITS.phoneDigits.min || digits.length > LIMITS.phoneDigits.max) {
    throw refuse(visitorText('orders.address.phoneDigits'));
  }
  const state = await findDeliveryState(db, country, address.state);
  if (!state) throw refuse(visitorText('orders.address.unknownState'));
  if (!namesState(state, address.stateName)) throw refuse(visitorText('orders.address.stateMismatch'));
  const postal = postalCodeProblem(country, address.state, address.zip);
  if (postal?.kind === 'pattern') throw refuse(visitorText(country === 'IN' ? 'orders.address.pinDigits' : 'orders.address.postalCode'));
  if (postal?.kind === 'otherState') {
    const belongsTo = await findDeliveryState(db, country, postal.belongsTo);
    const named = belongsTo ? inEachLanguage((language) => stateName(belongsTo, language)) : postal.belongsTo;
    throw refuse(visitorText('orders.address.pinOtherState', { pin: address.zip.trim(), state: named }));
  }
  const [typed] = Object.entries(addressTextProblems(address)) as [AddressTextField, TypedTextProblem][];
  if (typed) {
    const [field, problem] = typed;
    const words =
      problem === 'tooLong' ? visitorText('orders.address.tooLong', { max: ADDRESS_TEXT_LIMITS[field] }) : TYPED_TEXT_MESSAGES[problem];
    throw refuse(visitorText('orders.address.fieldProblem', { field: visitorText(`orders.address.field.${field}`), problem: words }));
  }
  return { country, address: { ...composedAddress(address), stateName: state.name } };
}
