import { LIMITS } from '../constants.js';
import { typedTextProblem, type TypedTextProblem } from './typedText.js';

/** The lines of an address a visitor types, with the code units each keeps. */
export const ADDRESS_TEXT_LIMITS = {
  firstName: LIMITS.addressNameMax,
  lastName: LIMITS.addressNameMax,
  addressLine1: LIMITS.addressLineMax,
  addressLine2: LIMITS.addressLineMax,
  addressLine3: LIMITS.addressLineMax,
  city: LIMITS.addressLineMax,
  instructions: LIMITS.instructionsMax,
} as const;

export type AddressTextField = keyof typeof ADDRESS_TEXT_LIMITS;

/**
 * What is wrong with each typed line of an address, by the rule for typed words (typedText.ts),
 * checked alike in the browser and on the server. Addresses are read by couriers, not printed in
 * the book: any script is taken.
 */
export function addressTextProblems(
  address: Partial<Record<AddressTextField, string>>,
): Partial<Record<AddressTextField, TypedTextProblem>> {
  const problems: Partial<Record<AddressTextField, TypedTextProblem>> = {};
  for (const [field, maxCodeUnits] of Object.entries(ADDRESS_TEXT_LIMITS) as [AddressTextField, number][]) {
    const problem = typedTextProblem((address[field] ?? '').trim(), { maxCodeUnits });
    if (problem) problems[field] = problem;
  }
  return problems;
}
