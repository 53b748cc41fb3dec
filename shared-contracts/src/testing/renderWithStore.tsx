import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { I18nProvider } from '@lingui/react';
import { storefrontApi } from '../api/storefrontApi.js';
import { initialOrderDraft, type BookOrderDraft } from '../store/orderDraftSlice.js';
import { rootReducer } from '../store/rootReducer.js';
import { testI18n } from './testI18n.js';

/** A real store as the shell makes it, without browser storage, for a remote's screen tests. */
export function makeTestStore(draft: Partial<BookOrderDraft> = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { orderDraft: { ...initialOrderDraft, ...draft } },
    middleware: (getDefault) => getDefault().concat(storefrontApi.middleware),
  });
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

type TestStore = ReturnType<typeof makeTestStore>;

/**
 * Renders a screen at a path, in the test language (testI18n), (with the navigation's state, if any) with a real store and router;
 * `location` shows where it navigated. `prepare` runs before the first render, e.g. to put answers
 * of the API into the store's cache.
 */
export function renderWithStore(
  ui: ReactElement,
  {
    path = '/',
    draft = {},
    prepare,
  }: { path?: string | { pathname: string; state: unknown }; draft?: Partial<BookOrderDraft>; prepare?: (store: TestStore) => void } = {},
) {
  const store = makeTestStore(draft);
  prepare?.(store);
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={testI18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...view };
}

type Answer = Response | undefined;

/**
 * Answers the requests a screen makes to the shop's API during a test: the handler returns a
 * Response, or undefined for a request it does not answer (then the test fails, naming it). The
 * anti-forgery token the base query asks for before a changing call is answered unless the handler does.
 */
export function answerRequests(handler: (request: Request, path: string) => Answer | Promise<Answer>): void {
  (globalThis as { __answerRequest?: unknown }).__answerRequest = async (request: Request) => {
    const path = new URL(request.url).pathname;
    return (await handler(request, path)) ?? (path === '/api/csrf-token' ? jsonAnswer({ csrf_token: 'test-token' }) : undefined);
  };
}

/** A JSON answer, as the API sends it. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
