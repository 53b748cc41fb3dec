import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';
import * as languages from './013_languages.js';
import * as sampleTranslations from './016_sample_translations.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const CONTENT_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
  '013_languages': languages,
  '016_sample_translations': sampleTranslations,
};
