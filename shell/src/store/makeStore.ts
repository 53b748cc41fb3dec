import {
  configureStore,
  getOrCreateSessionId,
  initialConsent,
  restoreConsent,
  restoreOrderDraft,
  restoreUsage,
  rootReducer,
  sessionStarted,
  STORAGE_KEYS,
  storefrontApi,
} from 'shared-contracts';
import { readCachedCountry } from '../consent/detectCountry';
import { readJson } from './browserStorage';
import { persistenceMiddleware } from './persistence';

interface StoreOptions {
  local: Storage;
  session: Storage;
  now?: () => Date;
}

/** The single store of the storefront, restored from browser storage. */
export function makeStore({ local, session, now = () => new Date() }: StoreOptions) {
  const nowIso = now().toISOString();
  const cachedCountry = readCachedCountry(local);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      orderDraft: restoreOrderDraft(readJson(local, STORAGE_KEYS.orderDraft)),
      usage: restoreUsage(readJson(local, STORAGE_KEYS.usageData), nowIso),
      consent: {
        ...initialConsent,
        consent: restoreConsent(readJson(local, STORAGE_KEYS.cookieConsent)),
        ...(cachedCountry ? { country: cachedCountry, countryResolved: true } : {}),
      },
    },
    middleware: (getDefault) => getDefault().concat(storefrontApi.middleware, persistenceMiddleware(local)),
  });
  if (getOrCreateSessionId(session, now().getTime()).isNew) store.dispatch(sessionStarted(nowIso));
  return store;
}

export type StorefrontStore = ReturnType<typeof makeStore>;
