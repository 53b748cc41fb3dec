import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { manifestExposes, type RouteManifest } from 'contracts/routes';
import { contractProblems, shellProblems, type FederationManifest } from './contractCheck.js';
import type { LiveStore } from './liveStore.js';
import { parseRouteManifest, ROUTE_MANIFEST_FILE } from './routeManifest.js';
import {
  APP_FOLDERS,
  listReleases,
  releaseDir,
  releaseId,
  SERVER_BUILD_FOLDER,
  SHELL_ASSET_POOL,
  type AppFolder,
  type LiveDocument,
  type LiveEntry,
} from './releaseStore.js';
import { privateFolder } from '../../platform/files/privateFiles.js';

export interface ReleaseSettings {
  repoRoot: string;
  releasesDir: string;
  /** Releases kept per app when pruning (the live one and its rollback target always stay). */
  keep: number;
  /** Which release of each app is live. */
  live: LiveStore;
}

export class ReleaseError extends Error {}

function readManifest(dir: string): FederationManifest {
  return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}

/**
 * Builds an app (or takes its existing build with `build: false`) into an immutable release folder
 * named by version and content hash. The build goes to a staging folder, never over the app's own
 * build. Answers the release id; releasing the same build twice is a no-op.
 */
export async function release(settings: ReleaseSettings, app: AppFolder, { build = true } = {}): Promise<string> {
  const appDir = path.join(settings.repoRoot, app);
  const staging = path.join(settings.releasesDir, app, `.staging-${process.pid}-${Date.now()}`);
  privateFolder(path.dirname(staging));
  try {
    if (build) {
      const result = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `outputDir=${staging}`], {
        cwd: appDir,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new ReleaseError(`The build of ${app} failed`);
    } else {
      const dist = path.join(appDir, 'dist');
      if (!existsSync(path.join(dist, 'mf-manifest.json')))
        throw new ReleaseError(`${app} has no build in ${dist}: run npm run build -w ${app}`);
      cpSync(dist, staging, { recursive: true });
    }
    const version = (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
    const id = releaseId(version, staging);
    const target = releaseDir(settings.releasesDir, app, id);
    if (!existsSync(target)) {
      if (app === 'shell') {
        // Hashed assets go to the shared pool; the release keeps the page and its lists.
        const pool = path.join(settings.releasesDir, SHELL_ASSET_POOL);
        privateFolder(pool);
        cpSync(path.join(staging, 'assets'), pool, { recursive: true, force: false });
        rmSync(path.join(staging, 'assets'), { recursive: true });
      }
      renameSync(staging, target);
      privateFolder(target);
    }
    await prune(settings, app);
    return id;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Removes an app's oldest releases beyond the number to keep, never the live one or the ones it can roll back to. */
export async function prune(settings: ReleaseSettings, app: AppFolder): Promise<string[]> {
  const live = (await settings.live.read()).apps[app];
  const protectedIds = new Set([live?.current, ...(live?.previous ?? []).slice(0, 1)].filter(Boolean));
  const releases = listReleases(settings.releasesDir, app);
  const removable = releases.filter((id) => !protectedIds.has(id));
  const excess = releases.length - settings.keep;
  const removed = excess > 0 ? removable.slice(0, excess) : [];
  for (const id of removed) rmSync(releaseDir(settings.releasesDir, app, id), { recursive: true, force: true });
  return removed;
}

function readServerManifest(dir: string): FederationManifest | null {
  const file = path.join(dir, SERVER_BUILD_FOLDER, 'mf-manifest.json');
  return existsSync(file) ? readManifest(path.join(dir, SERVER_BUILD_FOLDER)) : null;
}

/**
 * The problems that keep a release of `app` from going live beside the other live apps, for its
 * browser build and its server build alike (each checked against the live shell's build of the
 * same kind).
 */
export async function checkRelease(settings: ReleaseSettings, app: AppFolder, id: string, known?: LiveDocument): Promise<string[]> {
  const live = known ?? (await settings.live.read());
  const dir = releaseDir(settings.releasesDir, app, id);
  const liveDir = (folder: AppFolder) => {
    const current = live.apps[folder]?.current;
    return current ? releaseDir(settings.releasesDir, folder, current) : path.join(settings.repoRoot, folder, 'dist');
  };
  const server = readServerManifest(dir);
  const problems = server ? [] : [`${app} ${id} has no server build (${SERVER_BUILD_FOLDER}/mf-manifest.json): build it again`];
  if (app === 'shell') {
    const remoteDirs = APP_FOLDERS.filter((folder) => folder !== 'shell')
      .map((folder) => liveDir(folder))
      .filter((remoteDir) => existsSync(path.join(remoteDir, 'mf-manifest.json')));
    problems.push(...shellProblems(readManifest(dir), remoteDirs.map(readManifest)));
    if (server)
      problems.push(
        ...shellProblems(
          server,
          remoteDirs.map(readServerManifest).filter((m) => m !== null),
        ).map(onServer),
      );
    return problems;
  }
  const shellDir = liveDir('shell');
  if (!existsSync(path.join(shellDir, 'mf-manifest.json')))
    return ['There is no live shell to check against: release and switch the shell first'];
  const routes = routeManifestOf(dir);
  if (typeof routes === 'string') return [...problems, routes];
  problems.push(...pathsTakenElsewhere(routes, app, APP_FOLDERS.filter((folder) => folder !== 'shell' && folder !== app).map(liveDir)));
  const exposes = manifestExposes(routes);
  problems.push(...contractProblems(readManifest(dir), readManifest(shellDir), exposes));
  const shellServer = readServerManifest(shellDir);
  if (server && shellServer) problems.push(...contractProblems(server, shellServer, exposes).map(onServer));
  return problems;
}

const onServer = (problem: string) => `server build: ${problem}`;

/** A remote release's route manifest, or why it cannot go live with it. */
function routeManifestOf(dir: string): RouteManifest | string {
  const file = path.join(dir, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) return `the release ships no ${ROUTE_MANIFEST_FILE} (its pages): build it again`;
  return parseRouteManifest(readFileSync(file, 'utf8'));
}

/** The release's pages that another live remote already serves: two teams cannot own one address. */
function pathsTakenElsewhere(routes: RouteManifest, app: AppFolder, otherLiveDirs: string[]): string[] {
  const taken = new Set(
    otherLiveDirs.flatMap((dir) => {
      const other = routeManifestOf(dir);
      return typeof other === 'string' ? [] : other.routes.map((route) => route.path);
    }),
  );
  return routes.routes
    .filter((route) => taken.has(route.path))
    .map((route) => `${route.path} is already a page of another live remote, not ${app}'s`);
}

/** Fetches what a visitor's browser would: the manifest, then the entry it names. */
export async function smokeCheck(serverUrl: string, app: AppFolder, id: string): Promise<string | null> {
  try {
    if (app === 'shell') {
      const page = await fetch(new URL('/', serverUrl));
      const html = await page.text();
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      if (!page.ok || !script) return `the shell's page answered ${page.status} without its script`;
      const asset = await fetch(new URL(script, serverUrl));
      return asset.ok ? null : `${script} answered ${asset.status}`;
    }
    const base = new URL(`/remotes/${app}/${id}/`, serverUrl);
    const manifestResponse = await fetch(new URL('mf-manifest.json', base));
    if (!manifestResponse.ok) return `the manifest answered ${manifestResponse.status}`;
    const manifest = (await manifestResponse.json()) as { metaData: { remoteEntry: { name: string; path: string } } };
    const entry = await fetch(new URL(path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name), base));
    const body = await entry.text();
    return entry.ok && body.length > 0 ? null : `the remote entry answered ${entry.status}`;
  } catch (error) {
    return `the server could not be reached (${(error as Error).message})`;
  }
}

/** Sets an app's live release, and waits until every instance serves it. */
async function makeLive(settings: ReleaseSettings, app: AppFolder, entry: LiveEntry | undefined) {
  await settings.live.writeApp(app, entry);
  await sleep(settings.live.reachesEveryInstanceMs);
}

/**
 * Makes a release live: checked against the live contracts, switched atomically, then loaded once
 * from the server; when that fails the previous release is put back. Answers what happened.
 */
export async function switchTo(settings: ReleaseSettings, app: AppFolder, id: string, serverUrl: string): Promise<string> {
  if (!listReleases(settings.releasesDir, app).includes(id)) throw new ReleaseError(`${app} has no release ${id}`);
  const before = await settings.live.read();
  const problems = await checkRelease(settings, app, id, before);
  if (problems.length) throw new ReleaseError(`Refused to switch ${app} to ${id}:\n- ${problems.join('\n- ')}`);
  const current = before.apps[app];
  if (current?.current === id) return `${app} is already live at ${id}`;
  await makeLive(settings, app, { current: id, previous: current ? [current.current, ...current.previous].slice(0, 10) : [] });
  const failure = await smokeCheck(serverUrl, app, id);
  if (failure) {
    await makeLive(settings, app, current);
    throw new ReleaseError(`Switched ${app} to ${id}, but ${failure}: rolled back`);
  }
  return `${app} is live at ${id}`;
}

/** Puts the release before the live one back, with the same checks as a switch. */
export async function rollback(settings: ReleaseSettings, app: AppFolder, serverUrl: string): Promise<string> {
  const live = await settings.live.read();
  const entry = live.apps[app];
  const target = entry?.previous[0];
  if (!entry || !target) throw new ReleaseError(`${app} has no earlier release to roll back to`);
  const problems = await checkRelease(settings, app, target, live);
  if (problems.length) throw new ReleaseError(`Refused to roll ${app} back to ${target}:\n- ${problems.join('\n- ')}`);
  await makeLive(settings, app, { current: target, previous: entry.previous.slice(1) });
  const failure = await smokeCheck(serverUrl, app, target);
  if (failure) {
    await makeLive(settings, app, entry);
    throw new ReleaseError(`Rolled ${app} back to ${target}, but ${failure}: restored ${entry.current}`);
  }
  return `${app} is back at ${target}`;
}

export async function describeReleases(settings: ReleaseSettings): Promise<string> {
  const live = await settings.live.read();
  return APP_FOLDERS.map((app) => {
    const releases = listReleases(settings.releasesDir, app);
    const current = live.apps[app]?.current;
    const lines = releases.map((id) => `  ${id === current ? '*' : ' '} ${id}`);
    return [`${app}${current ? '' : ' (not released: served from its build)'}`, ...lines].join('\n');
  }).join('\n');
}
