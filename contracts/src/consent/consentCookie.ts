import { STORAGE_KEYS } from '../constants.js';
import { restoreConsent, type CookieConsent } from './consentRecord.js';

export { restoreConsent, type ConsentChoices, type ConsentState, type CookieConsent } from './consentRecord.js';

/**
 * The visitor's cookie choice is also kept in a first-party cookie of the same name as its storage
 * key, so the server draws the banner only for visitors who have not chosen yet.
 */
export const CONSENT_COOKIE = STORAGE_KEYS.cookieConsent;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function consentCookieHeader(consent: CookieConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The consent in a cookie value as sent by the browser; null when absent or not a valid record. */
export function consentFromCookie(value: string | null | undefined): CookieConsent | null {
  if (!value) return null;
  try {
    return restoreConsent(JSON.parse(decodeURIComponent(value)));
  } catch {
    return null;
  }
}

/**
 * What the server draws for a visitor whose cookie says they have chosen: no banner, and nothing
 * allowed, until the browser takes up the visitor's own choice after hydrating (useStoredConsent).
 * One record for everyone, so such pages can be shared by the page cache.
 */
export const CHOSEN_ELSEWHERE: CookieConsent = {
  analytics: false,
  advertising: false,
  functional: false,
  timestamp: '1970-01-01T00:00:00.000Z',
};

/** The consent in a `document.cookie` string, if it carries a valid one. */
export function consentFromCookies(cookies: string): CookieConsent | null {
  const pair = cookies.split(/;\s*/).find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return consentFromCookie(pair?.slice(CONSENT_COOKIE.length + 1));
}
