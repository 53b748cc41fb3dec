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

/** 'MMMM d, yyyy', e.g. 'November 5, 2026'. */
export function formatOrderDate(date: Date, timeZone?: string): string {
  const p = parts(date, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** 'MMMM dd, yyyy at h:mm a', e.g. 'November 05, 2026 at 3:07 PM'. */
export function formatOrderDateTime(date: Date, timeZone?: string): string {
  const p = parts(date, timeZone);
  return `${p.month} ${p.day.padStart(2, '0')}, ${p.year} at ${p.hour}:${p.minute} ${p.period}`;
}

/** The child's first name plus "'s Book", or 'Your Book'. */
export function bookTitle(childFirstName: string | null | undefined): string {
  return childFirstName?.trim() ? `${childFirstName.trim()}'s Book` : 'Your Book';
}

/** Currency and total with 2 decimals; '0.00' when there is no total. */
export function amountPaid(currency: string | undefined, totalCost: number | undefined): string {
  const amount = typeof totalCost === 'number' && Number.isFinite(totalCost) ? totalCost.toFixed(2) : '0.00';
  return `${currency ?? 'INR'} ${amount}`;
}

/** The delivery address on one line, comma-separated, empty parts skipped. */
export function joinAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return 'No address provided';
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
  return parts.length ? parts.join(', ') : 'No address provided';
}
