import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { storefrontApi } from '../api/storefrontApi.js';
import { initialOrderDraft, type BookOrderDraft } from '../store/orderDraftSlice.js';
import { rootReducer } from '../store/rootReducer.js';

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
 * Renders a screen at a path with a real store and router; `location` shows where it navigated.
 * `prepare` runs before the first render, e.g. to put answers of the API into the store's cache.
 */
export function renderWithStore(
  ui: ReactElement,
  { path = '/', draft = {}, prepare }: { path?: string; draft?: Partial<BookOrderDraft>; prepare?: (store: TestStore) => void } = {},
) {
  const store = makeTestStore(draft);
  prepare?.(store);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
