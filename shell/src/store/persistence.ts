import { type CookieConsent, draftReset, type Middleware, removeKey, type RootState, STORAGE_KEYS, writeJson } from 'shared-contracts';

/**
 * Writes the order draft, usage data and cookie consent to local storage when they change, and the
 * consent also to its cookie (`keepConsentCookie`) for the server. A full draft reset removes the
 * stored copy instead.
 */
export function persistenceMiddleware(local: Storage, keepConsentCookie: (consent: CookieConsent) => void): Middleware<object, RootState> {
  return (store) => (next) => (action) => {
    const before = store.getState();
    const result = next(action);
    const after = store.getState();
    if (draftReset.match(action)) removeKey(local, STORAGE_KEYS.orderDraft);
    else if (after.orderDraft !== before.orderDraft) writeJson(local, STORAGE_KEYS.orderDraft, after.orderDraft);
    if (after.usage !== before.usage) writeJson(local, STORAGE_KEYS.usageData, after.usage);
    if (after.consent.consent && after.consent.consent !== before.consent.consent) {
      writeJson(local, STORAGE_KEYS.cookieConsent, after.consent.consent);
      keepConsentCookie(after.consent.consent);
    }
    return result;
  };
}
