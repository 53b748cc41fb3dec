/**
 * Release tooling for each funnel stage:
 *   release <app> [--no-build]   build (or take the existing build) into a versioned release
 *   switch <app> [<id>|latest]   check, switch atomically, smoke-check, roll back on failure
 *   rollback <app>               back to the release before the live one
 *   list                         every app's releases, the live one starred
 *   prune <app>                  keep the newest RELEASES_KEEP releases
 * <app> is shell, mf-catalogue, mf-creation, mf-ordering or mf-content.
 */
import { repoRoot } from '../../platform/config/config.js';
import type { PlatformConfig } from '../../platform/config/environment.js';
import type { OpenDatabase } from '../../platform/db/openDatabase.js';
import { openLiveStore } from './liveStore.js';
import { describeReleases, prune, release, ReleaseError, rollback, switchTo, type ReleaseSettings } from './releaseCommands.js';
import type { ReleaseStoreSettings } from './settings.js';
import { APP_FOLDERS, isAppFolder, listReleases, type AppFolder } from './releaseStore.js';
import { keepFilesPrivate } from '../../platform/files/privateFiles.js';

function appArgument(value: string | undefined): AppFolder {
  if (!value || !isAppFolder(value)) throw new ReleaseError(`Name an app: ${APP_FOLDERS.join(', ')}`);
  return value;
}

/** The settings the release tool reads, read when it runs (a refused one is said like the tool's own errors). */
export type ReleaseToolConfig = () => Pick<PlatformConfig, 'database' | 'storage' | 'server'> & { releases: ReleaseStoreSettings };

async function main(args: string[], openDatabase: OpenDatabase, readConfig: ReleaseToolConfig): Promise<string> {
  keepFilesPrivate();
  const { database: databaseSettings, storage, releases, server } = readConfig();
  // Instances on PostgreSQL share the live releases there; one instance keeps them in its releases folder.
  const { databaseUrl } = databaseSettings;
  const database = databaseUrl ? await openDatabase({ databaseUrl, dataDir: storage.dataDir }) : null;
  try {
    const live = await openLiveStore(releases.releasesDir, database?.db ?? null);
    const serverUrl = releases.storefrontUrl ?? `http://127.0.0.1:${server.port}`;
    return await run({ repoRoot, releasesDir: releases.releasesDir, keep: releases.releasesKeep, live }, args, serverUrl);
  } finally {
    await database?.close();
  }
}

async function run(settings: ReleaseSettings, args: string[], serverUrl: string): Promise<string> {
  const [command, name, option] = args;
  switch (command) {
    case 'release': {
      const app = appArgument(name);
      const id = await release(settings, app, { build: option !== '--no-build' });
      return `Released ${app} as ${id}. Make it live with: npm run switch -- ${app} ${id}`;
    }
    case 'switch': {
      const app = appArgument(name);
      const id = !option || option === 'latest' ? listReleases(settings.releasesDir, app).at(-1) : option;
      if (!id) throw new ReleaseError(`${app} has no releases yet`);
      return switchTo(settings, app, id, serverUrl);
    }
    case 'rollback':
      return rollback(settings, appArgument(name), serverUrl);
    case 'prune': {
      const removed = await prune(settings, appArgument(name));
      return removed.length ? `Removed ${removed.join(', ')}` : 'Nothing to remove';
    }
    case 'list':
      return describeReleases(settings);
    default:
      throw new ReleaseError('Commands: release <app> [--no-build] | switch <app> [<id>|latest] | rollback <app> | prune <app> | list');
  }
}

/** Runs the command `args` names, printing its answer or its error; `openDatabase` opens the shop's database. */
export function runReleaseCli(args: string[], openDatabase: OpenDatabase, readConfig: ReleaseToolConfig): void {
  main(args, openDatabase, readConfig).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error instanceof ReleaseError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
