import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeStore } from '../store/makeStore';
import { MemoryRouter, Provider } from 'shared-contracts';

/** Renders UI with a real store over the test's browser storage, inside a router. */
export function renderWithStore(ui: ReactElement, path = '/') {
  const store = makeStore({ local: localStorage, session: sessionStorage });
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
