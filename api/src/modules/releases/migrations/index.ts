import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as liveReleases from './012_live_releases.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const RELEASES_MIGRATIONS: MigrationSteps = {
  '012_live_releases': liveReleases,
};
