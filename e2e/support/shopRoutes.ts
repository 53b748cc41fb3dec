import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type AppRoute, type RemoteName, type RouteManifest } from 'contracts/routes';
import { repoRoot } from './storefrontServer';

/** The shop's pages, each remote's from its own route manifest (`<remote>/routes.json`). */
export const SHOP_ROUTES: AppRoute[] = (Object.keys(REMOTES) as RemoteName[]).flatMap((remote) => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, REMOTES[remote].folder, 'routes.json'), 'utf8')) as RouteManifest;
  return manifest.routes.map((route) => ({ ...route, remote }));
});
