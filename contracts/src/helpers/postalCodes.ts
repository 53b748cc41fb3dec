import { PIN_CIRCLES, PIN_PLACES } from './pinCircles.js';

export { PIN_CIRCLES };

/** What is wrong with an address's postal code: not its country's pattern, or an Indian PIN of another state (named by its code). */
export type PostalCodeProblem = { kind: 'pattern' } | { kind: 'otherState'; belongsTo: string };

/** Each checkout country's own postal code; a country without one here takes letters, digits, spaces and hyphens. */
const PATTERNS: Record<string, RegExp> = {
  IN: /^[1-9][0-9]{5}$/,
  US: /^[0-9]{5}(-[0-9]{4})?$/,
  UK: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i,
};
const ANY = /^[A-Za-z0-9 -]{3,12}$/;

/**
 * The same rule in the browser and on the server: a postal code in its country's pattern, and in
 * India a PIN whose postal circle delivers to the chosen state (pinCircles.ts). Null when it
 * is right.
 */
export function postalCodeProblem(country: string, stateCode: string, code: string): PostalCodeProblem | null {
  const typed = code.trim();
  if (!(PATTERNS[country] ?? ANY).test(typed)) return { kind: 'pattern' };
  if (country !== 'IN') return null;
  const circle = PIN_CIRCLES.find((candidate) => candidate.prefixes.includes(typed.slice(0, 2)));
  if (!circle) return { kind: 'pattern' };
  if (circle.states.includes(stateCode)) return null;
  return { kind: 'otherState', belongsTo: PIN_PLACES[typed.slice(0, 3)] ?? circle.states[0] };
}
