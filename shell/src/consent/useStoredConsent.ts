import { useEffect } from 'react';
import { consentRestored, restoreConsent, STORAGE_KEYS, useAppDispatch, useAppSelector } from 'shared-contracts';
import { readJson } from '../store/browserStorage';

/**
 * After the server's page is hydrated: the cookie choice this browser kept, where the server did
 * not know it (a choice made before its cookie existed). Writing it back also sets the cookie.
 */
export function useStoredConsent() {
  const dispatch = useAppDispatch();
  const known = useAppSelector((state) => state.consent.consent !== null);
  useEffect(() => {
    if (known) return;
    const stored = restoreConsent(readJson(window.localStorage, STORAGE_KEYS.cookieConsent));
    if (stored) dispatch(consentRestored(stored));
  }, [known, dispatch]);
}
