import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '../i18n/languages.js';
import type { Address } from '../schemas/orders.js';

/** How an order is shown to its customer, on the confirmation page and in the receipt email alike. */

function parts(date: Date, timeZone?: string) {
  const found = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return {
    month: found.month,
    day: found.day,
    year: found.year,
    hour: found.hour,
    minute: found.minute,
    period: found.dayPeriod.toUpperCase(),
  };
}

/** In English 'MMMM d, yyyy', e.g. 'November 5, 2026'; in Hindi as hi-IN writes it, '5 नवंबर 2026'. */
export function formatOrderDate(date: Date, timeZone?: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== 'en') return new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone, dateStyle: 'long' }).format(date);
  const p = parts(date, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

/**
 * In English 'MMMM dd, yyyy at h:mm a', e.g. 'November 05, 2026 at 3:07 PM'; in Hindi with the part of the day
 * in words, '5 नवंबर 2026 को दोपहर 3:07 बजे' (the short time style would write 'pm बजे').
 */
export function formatOrderDateTime(date: Date, timeZone?: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== 'en') {
    return new Intl.DateTimeFormat(INTL_LOCALES[language], {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
    }).format(date);
  }
  const p = parts(date, timeZone);
  return `${p.month} ${p.day.padStart(2, '0')}, ${p.year} at ${p.hour}:${p.minute} ${p.period}`;
}

/** A day a book arrives by ('YYYY-MM-DD'), with its weekday: 'Friday, 11 December'; in Hindi 'शुक्रवार, 11 दिसंबर'. */
export function formatArrivalDay(day: string, language: Language = DEFAULT_LANGUAGE): string {
  const locale = language === 'en' ? 'en-IN' : INTL_LOCALES[language];
  // The day as written, whatever the reader's clock: read and shown at midnight UTC.
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const BOOK_TITLES: Record<Language, { of: (name: string) => string; yours: string }> = {
  en: { of: (name) => `${name}'s Book`, yours: 'Your Book' },
  hi: { of: (name) => `${name} की किताब`, yours: 'आपकी किताब' },
};

/** The child's first name plus "'s Book" (in Hindi '… की किताब'), or 'Your Book'. */
export function bookTitle(childFirstName: string | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const titles = BOOK_TITLES[language];
  return childFirstName?.trim() ? titles.of(childFirstName.trim()) : titles.yours;
}

/** Currency and total with 2 decimals; '0.00' when there is no total. */
export function amountPaid(currency: string | undefined, totalCost: number | undefined): string {
  const amount = typeof totalCost === 'number' && Number.isFinite(totalCost) ? totalCost.toFixed(2) : '0.00';
  return `${currency ?? 'INR'} ${amount}`;
}

const NO_ADDRESS: Record<Language, string> = { en: 'No address provided', hi: 'कोई पता नहीं दिया गया' };

/** The delivery address on one line, comma-separated, empty parts skipped. */
export function joinAddress(address: Partial<Address> | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!address) return NO_ADDRESS[language];
  const parts = [
    address.firstName,
    address.lastName,
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.city,
    address.state,
    address.zip,
  ]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : NO_ADDRESS[language];
}
