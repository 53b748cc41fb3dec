import path from 'node:path';
import { readCachedJson } from '../../platform/files/cachedFile.js';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const readManifest = (remoteDir: string) => readCachedJson<Manifest>(path.join(remoteDir, 'mf-manifest.json'));

/**
 * The address of a remote build's entry, served under `base`, named by its manifest. The browser
 * registers the entry itself, so it skips fetching the manifest first (and the runtime needs no
 * manifest handling). A build without a manifest answers its manifest's address, which fails like
 * any missing remote.
 */
export function remoteEntryUrl(base: string, remoteDir: string): string {
  const entry = readManifest(remoteDir)?.metaData.remoteEntry;
  return `${base}${entry ? path.posix.join(entry.path, entry.name) : 'mf-manifest.json'}`;
}

/**
 * The files a page needs from the remote that owns it (its entry and the page's chunks), so the
 * browser fetches them in parallel with the shell instead of one after another.
 */
export function remotePreloadUrls(base: string, remoteDir: string, exposed: string): string[] {
  const manifest = readManifest(remoteDir);
  if (!manifest) return [];
  const expose = manifest.exposes.find((candidate) => candidate.path === exposed);
  return [remoteEntryUrl(base, remoteDir), ...(expose?.assets.js.sync ?? []).map((file) => `${base}${file}`)];
}

/** The shell's own startup scripts (bootstrap and shared singletons), listed by its build. */
export function shellStartupUrls(shellDir: string): string[] {
  return readCachedJson<{ scripts: string[] }>(path.join(shellDir, 'startup-assets.json'))?.scripts ?? [];
}
