import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, provideModuleLoader, Provider, readStorefrontConfig } from 'shared-contracts';
import { App } from './App';
import { loadRemoteModule, registerStorefrontRemotes } from './federation/registerStorefrontRemotes';
import { makeStore } from './store/makeStore';

const config = readStorefrontConfig();
registerStorefrontRemotes(config);
provideModuleLoader(loadRemoteModule);
const store = makeStore({ local: window.localStorage, session: window.sessionStorage });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
