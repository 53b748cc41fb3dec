/**
 * Characters that would act on the staff's terminal instead of being read: C0 and C1 controls (line
 * breaks, escape sequences that recolour, move the cursor or set the window title) and the bidi
 * overrides that reorder how a line reads. Visitors type the names and addresses staff print.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's whole purpose
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const printable = (value: string | number | null | undefined): string => String(value ?? '').replace(UNPRINTABLE, '');

/** A line for the staff's terminal: every value put into it is made printable, the line's own text kept. */
export function line(strings: TemplateStringsArray, ...values: (string | number | null | undefined)[]): string {
  return strings.reduce((out, text, i) => out + text + (i < values.length ? printable(values[i]) : ''), '');
}
