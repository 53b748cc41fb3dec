import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

const cache = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

function readManifest(file: string): Manifest | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.manifest;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * The files a page needs from the remote that owns it, so the browser fetches them in parallel
 * with the shell instead of one after another.
 */
export function remotePreloadUrls(manifestUrl: string, remoteDir: string, exposed: string): string[] {
  const manifest = readManifest(path.join(remoteDir, 'mf-manifest.json'));
  if (!manifest) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((candidate) => candidate.path === exposed);
  const files = [path.posix.join(entry.path, entry.name), ...(expose?.assets.js.sync ?? [])];
  return files.map((file) => `${base}${file}`);
}
