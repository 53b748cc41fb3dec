import {
  configureStore,
  consentCookieHeader,
  getOrCreateSessionId,
  initialConsent,
  readJson,
  restoreConsent,
  restoreOrderDraft,
  restoreUsage,
  rootReducer,
  sessionStarted,
  STORAGE_KEYS,
  storefrontApi,
  type CookieConsent,
  type ServerState,
} from 'shared-contracts';
import { readCachedCountry } from '../consent/detectCountry';
import { persistenceMiddleware } from './persistence';

interface StoreOptions {
  local: Storage;
  session: Storage;
  /** The state the server drew the page with: the browser's store starts from it to hydrate that page. */
  server?: ServerState | null;
  /** Where the consent cookie is written (the document's cookies in the browser). */
  writeCookie?: (header: string) => void;
  now?: () => Date;
}

function storedConsentState(local: Storage) {
  const cachedCountry = readCachedCountry(local);
  return {
    ...initialConsent,
    consent: restoreConsent(readJson(local, STORAGE_KEYS.cookieConsent)),
    ...(cachedCountry ? { country: cachedCountry, countryResolved: true } : {}),
  };
}

/**
 * The single store of the storefront, restored from browser storage; after a server render, the
 * API cache and the consent state are the server's (the visitor's own stored consent is taken up
 * once the page is hydrated, see useStoredConsent).
 */
export function makeStore({ local, session, server, writeCookie = () => undefined, now = () => new Date() }: StoreOptions) {
  const nowIso = now().toISOString();
  const keepConsentCookie = (consent: CookieConsent) =>
    writeCookie(consentCookieHeader(consent, globalThis.location?.protocol === 'https:'));
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      orderDraft: restoreOrderDraft(readJson(local, STORAGE_KEYS.orderDraft)),
      usage: restoreUsage(readJson(local, STORAGE_KEYS.usageData), nowIso),
      consent: server ? server.consent : storedConsentState(local),
      ...(server ? { [storefrontApi.reducerPath]: server.storefrontApi as ReturnType<typeof storefrontApi.reducer> } : {}),
    },
    middleware: (getDefault) => getDefault().concat(storefrontApi.middleware, persistenceMiddleware(local, keepConsentCookie)),
  });
  if (getOrCreateSessionId(session, now().getTime()).isNew) store.dispatch(sessionStarted(nowIso));
  return store;
}

export type StorefrontStore = ReturnType<typeof makeStore>;
