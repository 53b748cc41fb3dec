import type { RouteRenderRequest, RouteRenderResult } from 'shared-contracts';

/**
 * The entry of the shell's server build, loaded by the storefront server from the live shell
 * release. The dynamic import is the async boundary that lets the federation runtime set up the
 * shared singletons before any of them runs, as the browser entry does.
 */
export async function renderRoute(request: RouteRenderRequest): Promise<RouteRenderResult> {
  const { renderRoute: render } = await import('./renderRoute');
  return render(request);
}
