import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const ABUSE_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
};
