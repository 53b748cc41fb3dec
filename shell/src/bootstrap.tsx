import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  provideModuleLoader,
  Provider,
  readServerState,
  readStorefrontConfig,
  requestLinkOpened,
  SERVER_FALLBACK_DIGEST,
} from 'shared-contracts';
import { App } from './App';
import { preloadServerPage } from './federation/preloadServerPage';
import { loadRemoteModule, registerStorefrontRemotes } from './federation/registerStorefrontRemotes';
import { takeRequestLink } from './routing/requestLink';
import { makeStore } from './store/makeStore';

const config = readStorefrontConfig();
registerStorefrontRemotes(config);
provideModuleLoader(loadRemoteModule);
const server = readServerState();
const store = makeStore({
  local: window.localStorage,
  session: window.sessionStorage,
  server,
  writeCookie: (header) => (document.cookie = header),
});
const link = takeRequestLink(window.location.href);
if (link.opened) store.dispatch(requestLinkOpened(link.opened));
if (link.address !== window.location.href) window.history.replaceState(window.history.state, '', link.address);

const app = (
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;

/** A part the server deliberately left to the browser is expected; any other mismatch is a defect worth seeing. */
function reportRecoverableError(error: unknown) {
  if ((error as { digest?: string } | null)?.digest === SERVER_FALLBACK_DIGEST) return;
  console.error('Hydration:', error);
}

if (server) {
  // The page the server drew is loaded before hydrating, so the browser's first render draws the same.
  void preloadServerPage(server, window.location.pathname).then(() =>
    hydrateRoot(root, app, { onRecoverableError: reportRecoverableError }),
  );
} else {
  createRoot(root).render(app);
}
