import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeStore } from '../store/makeStore';
import { I18nProvider, MemoryRouter, Provider } from 'shared-contracts';
import { testI18n } from 'shared-contracts/testing';

/** Renders UI with a real store over the test's browser storage, inside a router, in the test language. */
export function renderWithStore(ui: ReactElement, path = '/') {
  const store = makeStore({ local: localStorage, session: sessionStorage });
  return {
    store,
    ...render(
      <Provider store={store}>
        <I18nProvider i18n={testI18n}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </I18nProvider>
      </Provider>,
    ),
  };
}
