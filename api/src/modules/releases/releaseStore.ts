import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from 'contracts/routes';
import { privateFolder } from '../../platform/files/privateFiles.js';

/** What can be released: the shell, or one remote, each by its folder name. */
export type AppFolder = 'shell' | (typeof REMOTES)[RemoteName]['folder'];

export const APP_FOLDERS: AppFolder[] = ['shell', ...Object.values(REMOTES).map((remote) => remote.folder)];

/** The live release of one app, and the ones before it (newest first) for rollback. */
export interface LiveEntry {
  current: string;
  previous: string[];
}

/** Which release of each app is live. */
export interface LiveDocument {
  apps: Partial<Record<AppFolder, LiveEntry>>;
  updatedAt: string;
}

export const LIVE_FILE = 'live.json';
/** Where a build (and so a release) keeps its server build, beside its browser files (see tooling/webpack). */
export const SERVER_BUILD_FOLDER = 'server';
/** Shell releases share one pool of hashed assets, served at /assets/, so pages of an older shell keep loading. */
export const SHELL_ASSET_POOL = path.join('shell', 'assets');

export function isAppFolder(value: string): value is AppFolder {
  return (APP_FOLDERS as string[]).includes(value);
}

export function remoteNameOf(folder: AppFolder): RemoteName | null {
  return (Object.entries(REMOTES).find(([, remote]) => remote.folder === folder)?.[0] as RemoteName | undefined) ?? null;
}

/** The form releaseId writes (`0.1.0-1a2b3c4d5e`): nothing else names a folder, let alone a file to load code from. */
const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

export const isReleaseId = (id: unknown): id is string => typeof id === 'string' && id.length <= 80 && RELEASE_ID.test(id);

export function releaseDir(releasesDir: string, app: AppFolder, id: string): string {
  if (!isReleaseId(id)) throw new Error(`Not a release id: ${JSON.stringify(id).slice(0, 100)}`);
  return path.join(releasesDir, app, id);
}

/**
 * The live document's apps with well-formed entries only: an app whose entry names something other than
 * a release id (a hand-edited live.json, a tampered row) is served from its build, as if it had no release.
 */
export function wellFormedApps(apps: unknown): LiveDocument['apps'] {
  if (!apps || typeof apps !== 'object') return {};
  return Object.fromEntries(
    Object.entries(apps as Record<string, Partial<LiveEntry>>).flatMap(([app, entry]) =>
      isAppFolder(app) && isReleaseId(entry?.current) && Array.isArray(entry.previous)
        ? [[app, { current: entry.current, previous: entry.previous.filter(isReleaseId) }]]
        : [],
    ),
  );
}

/** An app's releases, oldest first (by the time they were made). */
export function listReleases(releasesDir: string, app: AppFolder): string[] {
  const dir = path.join(releasesDir, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => isReleaseId(name) && existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs || a.localeCompare(b));
}

export function readLive(releasesDir: string): LiveDocument {
  try {
    const live = JSON.parse(readFileSync(path.join(releasesDir, LIVE_FILE), 'utf8')) as LiveDocument;
    return { ...live, apps: wellFormedApps(live.apps) };
  } catch {
    return { apps: {}, updatedAt: new Date(0).toISOString() };
  }
}

/** Writes the live document whole or not at all: a temporary file renamed over the old one. */
export function writeLive(releasesDir: string, live: LiveDocument): void {
  privateFolder(releasesDir);
  const target = path.join(releasesDir, LIVE_FILE);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...live, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(temporary, target);
}

/** A release's name: the package version and a hash of every file in the build. */
export function releaseId(version: string, buildDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(buildDir, full)).update(readFileSync(full));
    }
  };
  walk(buildDir);
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}
