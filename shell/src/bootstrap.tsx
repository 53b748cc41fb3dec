import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserI18n,
  BrowserRouter,
  I18nProvider,
  loadCatalog,
  provideModuleLoader,
  Provider,
  readServerState,
  readStorefrontConfig,
  requestLinkOpened,
  SERVER_FALLBACK_DIGEST,
  siteMessages,
  type RouteTable,
} from 'shared-contracts';
import { pageLanguageOf } from './i18n/pageLanguageOf';
import { shellMessages } from './messages/shellMessages';
import { preloadServerPage } from './federation/preloadServerPage';
import { loadRemoteModule, registerStorefrontRemotes } from './federation/registerStorefrontRemotes';
import { EmailLinkPrompt } from './routing/EmailLinkPrompt';
import { replacesChosenPictures, takeRequestLink } from './routing/requestLink';
import { browserRouteTable, RouteTableProvider } from './routing/routeTable';
import { makeStore } from './store/makeStore';

const config = readStorefrontConfig();
registerStorefrontRemotes(config);
provideModuleLoader(loadRemoteModule);
const server = readServerState();

/** The store, restored from the browser's storage, with the email link the address carried taken up. */
function startStore() {
  const store = makeStore({
    local: window.localStorage,
    session: window.sessionStorage,
    server,
    writeCookie: (header) => (document.cookie = header),
  });
  const link = takeRequestLink(window.location.href);
  // A link that would replace a book with chosen pictures waits for the visitor's answer (EmailLinkPrompt).
  const askFirst =
    link.opened && replacesChosenPictures(store.getState().orderDraft, link.opened, window.localStorage) ? link.opened : null;
  if (link.opened && !askFirst) store.dispatch(requestLinkOpened(link.opened));
  if (link.address !== window.location.href) window.history.replaceState(window.history.state, '', link.address);
  return { store, askFirst };
}

const language = pageLanguageOf(document);
const i18n = browserI18n(language, config.pseudoLocale);

const app = (App: ComponentType, routes: RouteTable, { store, askFirst }: ReturnType<typeof startStore>) => (
  <StrictMode>
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouteTableProvider value={routes}>
          <BrowserRouter>
            <App />
            {askFirst && <EmailLinkPrompt link={askFirst} />}
          </BrowserRouter>
        </RouteTableProvider>
      </I18nProvider>
    </Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;

/** A part the server deliberately left to the browser is expected; any other mismatch is a defect worth seeing. */
function reportRecoverableError(error: unknown) {
  if ((error as { digest?: string } | null)?.digest === SERVER_FALLBACK_DIGEST) return;
  console.error('Hydration:', error);
}

// The shell's messages and the site's come first, so the first render is in the page's language.
const firstCatalogs = Promise.all([loadCatalog(i18n, shellMessages, language), loadCatalog(i18n, siteMessages, language)]);
// The page the server drew is loaded before hydrating, so the browser's first render draws the same.
// Settled, not all fulfilled: a catalog that failed to load is asked for again as the page renders.
const routesReady: Promise<RouteTable> = server
  ? Promise.allSettled([preloadServerPage(server, window.location.pathname, config.routes, i18n, language), firstCatalogs]).then(
      () => config.routes,
    )
  : Promise.all([browserRouteTable(config), firstCatalogs.catch(() => undefined)]).then(([routes]) => routes);

// The store is made a task after the page's loading starts, so the two are not one long task.
const storeReady = new Promise<ReturnType<typeof startStore>>((resolve) => setTimeout(() => resolve(startStore()), 0));

/**
 * Draws the shell's App into the page: hydrates the page the server drew, or draws it in the browser.
 * The page's loading starts when this module is evaluated, and the store a task later, both before
 * the App's module is evaluated, so each is a task of its own (index.ts).
 */
export function render(App: ComponentType) {
  void Promise.all([routesReady, storeReady]).then(([routes, started]) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task.
    if (server) startTransition(() => void hydrateRoot(root, app(App, routes, started), { onRecoverableError: reportRecoverableError }));
    else createRoot(root).render(app(App, routes, started));
  });
}
