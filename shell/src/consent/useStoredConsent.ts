import { useEffect } from 'react';
import {
  consentFromCookies,
  consentRestored,
  readJson,
  restoreConsent,
  STORAGE_KEYS,
  useAppDispatch,
  useAppSelector,
  type CookieConsent,
} from 'shared-contracts';

const same = (a: CookieConsent | null, b: CookieConsent) =>
  a !== null &&
  a.timestamp === b.timestamp &&
  a.analytics === b.analytics &&
  a.advertising === b.advertising &&
  a.functional === b.functional;

/**
 * After the server's page is hydrated: the visitor's own cookie choice, kept in this browser (its
 * storage, else its cookie), where the server drew another (none, or its neutral record for
 * visitors who have chosen). Taking it up also refreshes its cookie.
 */
export function useStoredConsent() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.consent.consent);
  useEffect(() => {
    const stored = restoreConsent(readJson(window.localStorage, STORAGE_KEYS.cookieConsent)) ?? consentFromCookies(document.cookie);
    if (stored && !same(current, stored)) dispatch(consentRestored(stored));
  }, [current, dispatch]);
}
