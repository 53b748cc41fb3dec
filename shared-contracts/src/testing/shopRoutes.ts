import catalogue from '../../../mf-catalogue/routes.json';
import content from '../../../mf-content/routes.json';
import creation from '../../../mf-creation/routes.json';
import ordering from '../../../mf-ordering/routes.json';
import type { AppRoute, RemoteName, RouteManifest } from 'contracts/routes';

const MANIFESTS: [RemoteName, unknown][] = [
  ['mf_catalogue', catalogue],
  ['mf_creation', creation],
  ['mf_ordering', ordering],
  ['mf_content', content],
];

/** The shop's pages as the server serves them from the four remotes' route manifests. */
export const SHOP_ROUTES: AppRoute[] = MANIFESTS.flatMap(([remote, manifest]) =>
  (manifest as RouteManifest).routes.map((route) => ({ ...route, remote })),
);
