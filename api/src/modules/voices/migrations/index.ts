import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as voices from './036_voices.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const VOICES_MIGRATIONS: MigrationSteps = {
  '036_voices': voices,
};
