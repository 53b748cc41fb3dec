import type { Language } from 'contracts/languages';

/** Indian grouping of a whole number: the last three digits, then pairs (1,50,000). */
const groupIndian = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * A price as shown everywhere in the shop: rupee sign and two decimals, grouped as English and Hindi
 * in India group them, e.g. ₹1,299.00 and ₹1,50,000.00. Written out rather than asked of
 * Intl.NumberFormat, whose first format costs a phone about 10 ms of its start-up (it loads the
 * locale's data); the test holds it to Intl's en-IN and hi-IN, which write it alike. A page still
 * names its language, so a language that writes numbers otherwise changes this function only.
 */
export function formatRupees(amount: number, _language: Language = 'en'): string {
  // Rounded as written in decimal (10.005 -> 10.01), as Intl rounds, not as the binary double is.
  const paise = Math.round(Number(`${Math.abs(amount)}e2`));
  const fraction = String(paise % 100).padStart(2, '0');
  return `₹${amount < 0 && paise > 0 ? '-' : ''}${groupIndian(String(Math.floor(paise / 100)))}.${fraction}`;
}
