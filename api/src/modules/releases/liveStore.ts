import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { RELEASES_JSON_COLUMNS } from './tables.js';
import { readCached } from '../../platform/files/cachedFile.js';
import { LIVE_FILE, readLive, wellFormedApps, writeLive, type AppFolder, type LiveDocument, type LiveEntry } from './releaseStore.js';

/** The live apps as a server reads them for each page: at once, from what it last knew. */
export interface LiveSource {
  apps(): LiveDocument['apps'];
  stop(): void;
}

/** Where the document saying which release of each app is live is kept. */
export interface LiveStore {
  read(): Promise<LiveDocument>;
  /** Sets one app's entry (none: served from its build again), leaving the other apps' as they are. */
  writeApp(app: AppFolder, entry: LiveEntry | undefined): Promise<void>;
  /** How long after a write every instance serves it. */
  reachesEveryInstanceMs: number;
  /** What a server reads the live apps from. */
  watch(log: { warn(object: object, message: string): void }): Promise<LiveSource>;
}

/** How often an instance reads the live releases from a shared database. */
export const LIVE_REFRESH_MS = 1_000;

/** `live.json` in the releases folder, for one instance (or several sharing the folder): read again whenever it changes. */
export function fileLiveStore(releasesDir: string): LiveStore {
  return {
    read: async () => readLive(releasesDir),
    async writeApp(app, entry) {
      const live = readLive(releasesDir);
      writeLive(releasesDir, { ...live, apps: { ...live.apps, [app]: entry } });
    },
    reachesEveryInstanceMs: 0,
    watch: async () => ({
      // Parsed and checked once per version of the file: a page asks for the live apps several times.
      apps: () => readCached(path.join(releasesDir, LIVE_FILE), (text) => wellFormedApps((JSON.parse(text) as LiveDocument).apps)) ?? {},
      stop: () => undefined,
    }),
  };
}

/** A row per app in the shared database, which every instance reads each second. */
export function databaseLiveStore(db: Db): LiveStore {
  const store: LiveStore = {
    async read() {
      const rows = await db.selectFrom('live_releases').selectAll().orderBy('app').execute();
      return {
        apps: wellFormedApps(
          Object.fromEntries(
            rows.map((row) => [
              row.app,
              { current: row.current, previous: readJsonColumn(RELEASES_JSON_COLUMNS.previousReleases, row.previous) },
            ]),
          ),
        ),
        updatedAt:
          rows
            .map((row) => row.updated_at)
            .sort()
            .at(-1) ?? new Date(0).toISOString(),
      };
    },
    async writeApp(app, entry) {
      if (!entry) {
        await db.deleteFrom('live_releases').where('app', '=', app).execute();
        return;
      }
      const values = { current: entry.current, previous: JSON.stringify(entry.previous), updated_at: new Date().toISOString() };
      await db
        .insertInto('live_releases')
        .values({ app, ...values })
        .onConflict((conflict) => conflict.column('app').doUpdateSet(values))
        .execute();
    },
    // One refresh, and the time a refresh takes.
    reachesEveryInstanceMs: LIVE_REFRESH_MS + 500,
    async watch(log) {
      let apps = (await store.read()).apps;
      let reading = false;
      const timer = setInterval(() => {
        if (reading) return;
        reading = true;
        store
          .read()
          .then((live) => (apps = live.apps))
          // The last known releases stay served until the database answers again.
          .catch((error: Error) => log.warn({ error: error.message }, 'could not read the live releases'))
          .finally(() => (reading = false));
      }, LIVE_REFRESH_MS);
      timer.unref();
      return { apps: () => apps, stop: () => clearInterval(timer) };
    },
  };
  return store;
}

/**
 * The live store: the database the instances share (PostgreSQL) when there is one, else the
 * releases folder. A `live.json` left in the folder from before is taken over by an empty database.
 */
export async function openLiveStore(releasesDir: string, sharedDb: Db | null): Promise<LiveStore> {
  if (!sharedDb) return fileLiveStore(releasesDir);
  const store = databaseLiveStore(sharedDb);
  if (existsSync(path.join(releasesDir, LIVE_FILE)) && Object.keys((await store.read()).apps).length === 0) {
    for (const [app, entry] of Object.entries(readLive(releasesDir).apps)) await store.writeApp(app as AppFolder, entry);
  }
  return store;
}
