/**
 * India Post's postal circles by the first digits of a PIN code, and the states and union
 * territories each delivers to: the first digit is the region, the first two the circle. Where a
 * circle serves several, `places` names the one a PIN's first three digits are in, for the message
 * that says where a PIN belongs.
 *
 * Source: India Post's allocation of PIN codes (the Postal Index Number scheme of 1972, first two
 * digits by postal circle, with the three-digit districts of the smaller states and territories),
 * as its PIN code directory lists it; checked 29 November 2026. 90-99 is the Army Postal Service,
 * which no state's address takes.
 */
export interface PinCircle {
  /** The first two digits of its PINs. */
  prefixes: readonly string[];
  /** The state codes of the delivery states it serves, the circle's own first. */
  states: readonly string[];
}

const twoDigits = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const PIN_CIRCLES: readonly PinCircle[] = [
  { prefixes: ['11'], states: ['DL'] },
  { prefixes: twoDigits(12, 13), states: ['HR'] },
  { prefixes: twoDigits(14, 16), states: ['PB', 'CH'] },
  { prefixes: ['17'], states: ['HP'] },
  { prefixes: twoDigits(18, 19), states: ['JK', 'LA'] },
  { prefixes: twoDigits(20, 28), states: ['UP', 'UK'] },
  { prefixes: twoDigits(30, 34), states: ['RJ'] },
  { prefixes: twoDigits(36, 39), states: ['GJ', 'DH'] },
  { prefixes: twoDigits(40, 44), states: ['MH', 'GA'] },
  { prefixes: twoDigits(45, 48), states: ['MP'] },
  { prefixes: ['49'], states: ['CG'] },
  { prefixes: ['50'], states: ['TS'] },
  { prefixes: twoDigits(51, 53), states: ['AP', 'PY'] },
  { prefixes: twoDigits(56, 59), states: ['KA'] },
  { prefixes: twoDigits(60, 64), states: ['TN', 'PY'] },
  { prefixes: twoDigits(67, 69), states: ['KL', 'LD', 'PY'] },
  { prefixes: twoDigits(70, 74), states: ['WB', 'SK', 'AN'] },
  { prefixes: twoDigits(75, 77), states: ['OD'] },
  { prefixes: ['78'], states: ['AS', 'ML'] },
  { prefixes: ['79'], states: ['AR', 'ML', 'MN', 'MZ', 'NL', 'TR'] },
  { prefixes: twoDigits(80, 85), states: ['BR', 'JH'] },
];

/** The state or territory a PIN's first three digits are in, where its circle serves several. */
export const PIN_PLACES: Readonly<Record<string, string>> = {
  '160': 'CH',
  '194': 'LA',
  ...Object.fromEntries(['246', '247', '248', '249', '262', '263'].map((district) => [district, 'UK'])),
  '403': 'GA',
  '605': 'PY',
  '682': 'KL',
  '737': 'SK',
  '744': 'AN',
  ...Object.fromEntries(['790', '791', '792'].map((district) => [district, 'AR'])),
  '793': 'ML',
  '794': 'ML',
  '795': 'MN',
  '796': 'MZ',
  '797': 'NL',
  '798': 'NL',
  '799': 'TR',
  ...Object.fromEntries(
    ['813', '814', '815', '816', '822', '825', '826', '827', '828', '829', '831', '832', '833', '834', '835'].map((district) => [
      district,
      'JH',
    ]),
  ),
};
