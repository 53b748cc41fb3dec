import {
  findRoute,
  loadCatalog,
  type I18n,
  type Language,
  type RoutePageModule,
  type RouteTable,
  type ServerState,
} from 'shared-contracts';
import { pageKey, rememberPage } from './preloadedPages';
import { loadRemoteModule } from './registerStorefrontRemotes';

/**
 * Loads the remote page the server drew, and its messages in the page's language, before hydration. When it cannot be loaded, hydration
 * goes on: the route shows its fallback with a retry, as after any failed load.
 */
export async function preloadServerPage(
  server: ServerState,
  pathname: string,
  routes: RouteTable,
  i18n: I18n,
  language: Language,
): Promise<void> {
  const route = findRoute(routes, pathname);
  if (!server.remoteRendered || !route) return;
  try {
    const module = await loadRemoteModule<RoutePageModule>(route.remote, route.exposed);
    if (module.messages) await loadCatalog(i18n, module.messages, language);
    rememberPage(pageKey(route), module.default);
  } catch (error) {
    console.warn(`Could not load ${pageKey(route)} before hydrating:`, (error as Error).message);
  }
}
