import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, provideModuleLoader, Provider, readStorefrontConfig, requestLinkOpened } from 'shared-contracts';
import { App } from './App';
import { loadRemoteModule, registerStorefrontRemotes } from './federation/registerStorefrontRemotes';
import { takeRequestLink } from './routing/requestLink';
import { makeStore } from './store/makeStore';

const config = readStorefrontConfig();
registerStorefrontRemotes(config);
provideModuleLoader(loadRemoteModule);
const store = makeStore({ local: window.localStorage, session: window.sessionStorage });
const link = takeRequestLink(window.location.href);
if (link.opened) store.dispatch(requestLinkOpened(link.opened));
if (link.address !== window.location.href) window.history.replaceState(window.history.state, '', link.address);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
