import type { AppRoute, RemoteName, RouteManifest, RouteTable } from 'contracts/routes';

/**
 * The live pages: every remote's manifest, in the remotes' order. A path two remotes declare is
 * served by the first; a remote without a valid manifest serves no page (its release was refused
 * such a manifest, so this is a build folder edited by hand).
 */
export function mergeRouteManifests(manifests: [RemoteName, RouteManifest | null][]): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const [remote, manifest] of manifests) {
    for (const route of manifest?.routes ?? []) {
      if (!routes.some((known) => known.path === route.path)) routes.push({ ...route, remote });
    }
  }
  return routes;
}

/** The live pages as the shell routes to them: the words of their heads stay on the server until asked for (/routes.json). */
export const routeTable = (routes: AppRoute[]): RouteTable => routes.map(({ metadata, ...route }) => route);
