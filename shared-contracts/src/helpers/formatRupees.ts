import { INTL_LOCALES, type Language } from '../i18n/languages.js';

/** Made on first use: a number format costs a few milliseconds to make, and a page needs only its language's. */
const rupees: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A price as shown everywhere in the shop: rupee sign and two decimals, grouped as the language groups them, e.g. ₹1,299.00. */
export function formatRupees(amount: number, language: Language = 'en'): string {
  rupees[language] ??= new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `₹${rupees[language].format(amount)}`;
}
