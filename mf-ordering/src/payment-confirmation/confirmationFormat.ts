import type { Address } from 'shared-contracts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'MMMM d, yyyy', e.g. 'November 5, 2026'. */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'MMMM dd, yyyy at h:mm a', e.g. 'November 05, 2026 at 3:07 PM'. */
export function formatDateTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${day}, ${date.getFullYear()} at ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
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
  const parts = [address.firstName, address.lastName, address.addressLine1, address.addressLine2, address.addressLine3, address.city, address.state, address.zip]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : 'No address provided';
}

export const CONFIRMATION_MESSAGES = {
  confirming: 'Confirming your payment...',
  missingOrder: 'Missing order details',
  missingPayment: 'Payment details are missing',
  missingInformation: 'Payment information is missing',
  confirmFailed: 'Failed to confirm payment with the server. Please contact support.',
} as const;
