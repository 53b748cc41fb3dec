import path from 'node:path';
import { readCachedJson } from './cachedFile.js';

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/**
 * The files a page needs from the remote that owns it, so the browser fetches them in parallel
 * with the shell instead of one after another.
 */
export function remotePreloadUrls(manifestUrl: string, remoteDir: string, exposed: string): string[] {
  const manifest = readCachedJson<Manifest>(path.join(remoteDir, 'mf-manifest.json'));
  if (!manifest) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((candidate) => candidate.path === exposed);
  const files = [path.posix.join(entry.path, entry.name), ...(expose?.assets.js.sync ?? [])];
  return files.map((file) => `${base}${file}`);
}

/** The shell's own startup scripts (bootstrap and shared singletons), listed by its build. */
export function shellStartupUrls(shellDir: string): string[] {
  return readCachedJson<{ scripts: string[] }>(path.join(shellDir, 'startup-assets.json'))?.scripts ?? [];
}
