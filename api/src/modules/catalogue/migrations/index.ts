import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';
import * as languages from './013_languages.js';
import * as printAndStateTranslations from './014_print_and_state_translations.js';
import * as printFiles from './017_print_files.js';
import * as derivedPriceLines from './022_derived_price_lines.js';
import * as everyPagePreviewed from './024_every_page_previewed.js';
import * as printJobs from './029_print_jobs.js';
import * as companionPrice from './031_companion_price.js';
import * as printRoutes from './032_print_routes.js';
import * as routeQuotes from './033_route_quotes.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const CATALOGUE_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
  '013_languages': languages,
  '014_print_and_state_translations': printAndStateTranslations,
  '017_print_files': printFiles,
  '022_derived_price_lines': derivedPriceLines,
  '024_every_page_previewed': everyPagePreviewed,
  '029_print_jobs': printJobs,
  '031_companion_price': companionPrice,
  '032_print_routes': printRoutes,
  '033_route_quotes': routeQuotes,
};
