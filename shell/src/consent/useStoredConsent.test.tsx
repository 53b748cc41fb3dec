import { render } from '@testing-library/react';
import { CHOSEN_ELSEWHERE, consentCookieHeader, initialConsent, Provider, STORAGE_KEYS, type CookieConsent } from 'shared-contracts';
import { makeStore } from '../store/makeStore';
import { useStoredConsent } from './useStoredConsent';

const ACCEPTED: CookieConsent = { analytics: true, advertising: true, functional: true, timestamp: '2026-11-20T09:30:00.000Z' };

function TakesUpStoredConsent() {
  useStoredConsent();
  return null;
}

/** A store that starts from what the server drew, as after hydrating its page. */
function hydratedWith(consent: CookieConsent | null) {
  const cookies: string[] = [];
  const store = makeStore({
    local: localStorage,
    session: sessionStorage,
    server: {
      storefrontApi: undefined,
      consent: { ...initialConsent, consent, country: 'DE', countryResolved: true },
      remoteRendered: true,
    },
    writeCookie: (header) => cookies.push(header),
  });
  render(
    <Provider store={store}>
      <TakesUpStoredConsent />
    </Provider>,
  );
  return { store, cookies };
}

describe("the visitor's own cookie choice after a server-drawn page", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${STORAGE_KEYS.cookieConsent}=; Max-Age=0`;
  });

  it("replaces the server's neutral record with the choice this browser kept, and refreshes its cookie", () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(ACCEPTED));
    const { store, cookies } = hydratedWith(CHOSEN_ELSEWHERE);
    expect(store.getState().consent.consent).toEqual(ACCEPTED);
    expect(cookies).toEqual([consentCookieHeader(ACCEPTED, false)]);
  });

  it('takes the choice from its cookie when the browser storage was cleared', () => {
    document.cookie = consentCookieHeader(ACCEPTED, false);
    const { store } = hydratedWith(CHOSEN_ELSEWHERE);
    expect(store.getState().consent.consent).toEqual(ACCEPTED);
  });

  it('leaves a visitor who never chose with the banner the server drew', () => {
    const { store } = hydratedWith(null);
    expect(store.getState().consent.consent).toBeNull();
  });
});
