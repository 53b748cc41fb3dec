import { Component, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadCatalog, useLanguage, type LiveRoute, type RoutePageModule } from 'shared-contracts';
import { pageKey, usePreloadedPages } from './preloadedPages';
import { loadRemoteModule } from './registerStorefrontRemotes';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';

class RenderBoundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the page a remote exposes for a route; a remote that fails to load or render gets a fallback with a retry. */
export function RemoteRoute({ route }: { route: LiveRoute }) {
  const key = pageKey(route);
  const loaded = usePreloadedPages();
  const [page, setPage] = useState<ComponentType | undefined>(() => loaded.get(key));
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { i18n, language } = useLanguage();

  // The shell mounts one RemoteRoute per route (keyed by its path), so the module only changes on a retry.
  useEffect(() => {
    if (loaded.has(key)) return;
    let current = true;
    loadRemoteModule<RoutePageModule>(route.remote, route.exposed, attempt > 0)
      .then(async (module) => {
        // Its messages come with it, so the page does not show its loading state twice.
        if (module.messages) await loadCatalog(i18n, module.messages, language);
        loaded.set(key, module.default);
        if (current) setPage(() => module.default);
      })
      .catch((error: Error) => {
        console.warn(`Could not load ${key}:`, error.message);
        if (current) setFailure(error);
      });
    return () => {
      current = false;
    };
  }, [key, loaded, route.remote, route.exposed, attempt, i18n, language]);

  const retry = useCallback(() => {
    loaded.delete(key);
    setPage(undefined);
    setFailure(null);
    setAttempt((n) => n + 1);
  }, [key, loaded]);

  if (failure) return <RemoteFallback onRetry={retry} />;
  if (!page) return <RemoteLoading />;
  const Page = page;
  // On the server, a page that throws leaves this boundary to the browser, which renders it itself.
  return (
    <RenderBoundary key={attempt} onError={setFailure}>
      <Suspense fallback={<RemoteLoading />}>
        <Page />
      </Suspense>
    </RenderBoundary>
  );
}
