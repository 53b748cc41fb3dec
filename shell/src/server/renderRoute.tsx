import { StrictMode, type ComponentType } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  DEFAULT_LANGUAGE,
  findRoute,
  I18nProvider,
  loadCatalog,
  pageI18n,
  Provider,
  provideModuleLoader,
  siteMessages,
  StaticRouter,
  storefrontApi,
  type I18n,
  type Language,
  type RouteRenderRequest,
  type RouteRenderResult,
  type RoutePageModule,
} from 'shared-contracts';
import { App } from '../App';
import { RouteTableProvider } from '../routing/routeTable';
import { shellMessages } from '../messages/shellMessages';
import { pageKey, PreloadedPagesContext } from '../federation/preloadedPages';
import { makeServerStore, type ServerStore } from './makeServerStore';
import { renderToHtml } from './renderToHtml';
import { loadServerModule, syncRemotes } from './serverRemotes';
import { withinBudget } from './withinBudget';

provideModuleLoader(loadServerModule);

/** The page of a public route with its data in the store, loaded within the budget. */
async function loadPage(request: RouteRenderRequest, store: ServerStore, i18n: I18n): Promise<{ key: string; page: ComponentType } | null> {
  const url = new URL(request.url, 'http://storefront');
  const route = findRoute(request.routes, url.pathname);
  if (!route || route.personal) return null;
  const work = loadServerModule<RoutePageModule>(route.remote, route.exposed).then(async (module) => {
    await Promise.all([
      module.prefetch?.({ dispatch: store.dispatch as (action: unknown) => unknown, url, language: i18n.locale as Language }),
      module.messages && loadCatalog(i18n, module.messages, i18n.locale as Language),
    ]);
    return { key: pageKey(route), page: module.default };
  });
  return withinBudget(work, request.budgetMs, `${route.remote}'s server module and data`);
}

/**
 * The storefront's root element for one page request: the shell (header, footer, cookie banner for
 * visitors who must choose) and the page of the remote that owns the route with its public data.
 * A remote that fails, throws or is late leaves its page to the browser; personal pages are drawn
 * as their frame only (see PersonalPage).
 */
export async function renderRoute(request: RouteRenderRequest): Promise<RouteRenderResult> {
  syncRemotes(request.remoteEntries);
  const store = makeServerStore(request);
  const language = request.language ?? DEFAULT_LANGUAGE;
  const i18n = pageI18n(language, request.pseudoLocale);
  let fallbackReason: string | null = null;
  const pages = new Map<string, ComponentType>();
  try {
    const [loaded] = await Promise.all([
      loadPage(request, store, i18n),
      loadCatalog(i18n, shellMessages, language),
      loadCatalog(i18n, siteMessages, language),
    ]);
    if (loaded) pages.set(loaded.key, loaded.page);
  } catch (error) {
    fallbackReason = (error as Error).message;
  }
  const sheet = new ServerStyleSheet();
  try {
    const { html, error } = await renderToHtml(
      sheet.collectStyles(
        <StrictMode>
          <Provider store={store}>
            <I18nProvider i18n={i18n}>
              <StaticRouter location={request.url}>
                <RouteTableProvider value={request.routes}>
                  <PreloadedPagesContext.Provider value={pages}>
                    <App />
                  </PreloadedPagesContext.Provider>
                </RouteTableProvider>
              </StaticRouter>
            </I18nProvider>
          </Provider>
        </StrictMode>,
      ),
      request.budgetMs,
    );
    if (error) fallbackReason ??= error instanceof Error ? error.message : 'the page threw while rendering';
    const { storefrontApi: apiState, consent } = store.getState();
    return {
      html,
      styles: sheet.getStyleTags(),
      state: { storefrontApi: apiState, consent, remoteRendered: pages.size > 0 },
      fallbackReason,
    };
  } finally {
    sheet.seal();
    // Ends the slice's timers, so nothing of this request outlives it.
    store.dispatch(storefrontApi.util.resetApiState());
  }
}
