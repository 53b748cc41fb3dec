import path from 'node:path';
import { REMOTES, type RemoteName, type RouteManifest } from 'contracts/routes';
import { repoRoot } from '../../platform/config/config.js';
import { remoteUrls, type StorefrontSettings } from './settings.js';
import { type LiveSource, releaseDir, SHELL_ASSET_POOL, readRouteManifest, ROUTE_MANIFEST_FILE } from '../releases/index.js';
import { remoteEntryUrl } from './preloadHints.js';
import { remoteBasePath, type RemotesDocument } from './remotesDocument.js';
import { mergeRouteManifests } from './liveRoutes.js';

/**
 * Which build of the shell and of each remote is served right now: the live release when one was
 * switched to (as the live source knows it, so a switch needs no restart), otherwise the app's own
 * build folder.
 */
export function liveBuilds(storefront: StorefrontSettings, releasesDir: string, source: LiveSource) {
  const urls = remoteUrls(storefront);
  const live = () => source.apps();

  const shellDir = () => {
    const current = live().shell?.current;
    return current ? releaseDir(releasesDir, 'shell', current) : storefront.shellDir;
  };

  const remoteDir = (remote: RemoteName) => {
    const { folder } = REMOTES[remote];
    const current = live()[folder]?.current;
    return current ? releaseDir(releasesDir, folder, current) : storefront.remoteDirs[folder];
  };

  /** The path the browser loads a remote's live files from: its live release's folder, or its build's. */
  const remoteBase = (remote: RemoteName) => {
    const { folder } = REMOTES[remote];
    const current = live()[folder]?.current;
    return `${remoteBasePath(folder)}${current ? `${current}/` : ''}`;
  };

  /** Remote name -> entry URL: a configured address (a dev server), the live release's entry, or the build's. */
  const remotesDocument = (): RemotesDocument =>
    Object.fromEntries(
      (Object.keys(REMOTES) as RemoteName[]).map((remote) => [
        remote,
        urls[remote] ?? remoteEntryUrl(remoteBase(remote), remoteDir(remote)),
      ]),
    ) as RemotesDocument;

  /**
   * The live pages, from each remote's live build. A remote whose build is missing keeps the pages it
   * declared last (else those of its package), so its routes show the shell's fallback with a retry
   * instead of a not-found page; a remote served by a dev server (REMOTE_URL_*) has no build here, and
   * its package's manifest is the one its dev server serves.
   */
  const lastKnown = new Map<RemoteName, RouteManifest>();
  const packageManifest = (remote: RemoteName) => readRouteManifest(path.join(repoRoot, REMOTES[remote].folder, ROUTE_MANIFEST_FILE));
  const routes = () =>
    mergeRouteManifests(
      (Object.keys(REMOTES) as RemoteName[]).map((remote) => {
        const built = urls[remote] ? null : readRouteManifest(path.join(remoteDir(remote), ROUTE_MANIFEST_FILE));
        if (built) lastKnown.set(remote, built);
        return [remote, built ?? lastKnown.get(remote) ?? packageManifest(remote)];
      }),
    );

  return {
    shellDir,
    routes,
    remoteDir,
    remoteBase,
    remotesDocument,
    /** Where /assets/ files are looked for: the released shells' pool, then the shell's build. */
    shellAssetRoots: () => [path.join(releasesDir, SHELL_ASSET_POOL), path.join(storefront.shellDir, 'assets')],
    /** Where /remotes/<folder>/ files are looked for: its releases (by id), then its build. */
    remoteRoots: (folder: string) => [path.join(releasesDir, folder), storefront.remoteDirs[folder]],
  };
}

export type LiveBuilds = ReturnType<typeof liveBuilds>;
