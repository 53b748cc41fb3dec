import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Db } from './database.js';
import * as queuedJobs from '../jobs/migrations/011_queued_jobs.js';
import * as sharedState from '../security/migrations/010_shared_state.js';
import * as fairTurns from '../jobs/migrations/035_fair_turns.js';

/**
 * One owner's part of the database's migrations, under each migration's name. A migration may have
 * parts in several owners (the first one created every module's tables): its name is run once, and
 * runs every part.
 */
export type MigrationSteps = Record<string, Migration>;

/** The platform's own tables: the shared secrets and rate windows, and the embedded job queue. */
const PLATFORM_MIGRATIONS: MigrationSteps[] = [
  { '010_shared_state': sharedState },
  { '011_queued_jobs': queuedJobs },
  { '035_fair_turns': fairTurns },
];

/**
 * The database's migrations by name, each running its owners' parts in the order the owners are given
 * (the platform's first, then a table's owner before the owners whose tables refer to it), and undone
 * in the opposite order.
 */
export function composeMigrations(owners: MigrationSteps[]): Record<string, Migration> {
  const all = [...PLATFORM_MIGRATIONS, ...owners];
  const names = [...new Set(all.flatMap((steps) => Object.keys(steps)))].sort();
  return Object.fromEntries(
    names.map((name) => {
      const parts = all.flatMap((steps) => steps[name] ?? []);
      const migration: Migration = {
        up: async (db: Kysely<unknown>) => {
          for (const part of parts) await part.up(db);
        },
        down: async (db: Kysely<unknown>) => {
          for (const part of parts.toReversed()) await part.down?.(db);
        },
      };
      return [name, migration];
    }),
  );
}

/** Brings the database to the latest migration; the shop's owners' parts are given in their order. */
export async function migrateToLatest(db: Db, owners: MigrationSteps[]): Promise<void> {
  const migrations = composeMigrations(owners);
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}
