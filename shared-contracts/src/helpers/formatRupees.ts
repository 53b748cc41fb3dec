import { INTL_LOCALES, type Language } from '../i18n/languages.js';

const rupees = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ]),
) as Record<Language, Intl.NumberFormat>;

/** A price as shown everywhere in the shop: rupee sign and two decimals, grouped as the language groups them, e.g. ₹1,299.00. */
export function formatRupees(amount: number, language: Language = 'en'): string {
  return `₹${rupees[language].format(amount)}`;
}
