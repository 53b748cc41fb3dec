import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';
import * as bookPdfs from './005_book_pdfs.js';
import * as shipping from './006_shipping.js';
import * as queuedJobs from './011_queued_jobs.js';
import * as printAndStateTranslations from './014_print_and_state_translations.js';
import * as printFiles from './017_print_files.js';
import * as dedications from './018_dedications.js';
import * as orderProgress from './019_order_progress.js';
import * as depositCounted from './023_deposit_counted.js';
import * as reviewWindow from './027_review_window.js';
import * as printJobs from './029_print_jobs.js';
import * as reviewRedraws from './034_review_redraws.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const ORDERS_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
  '005_book_pdfs': bookPdfs,
  '006_shipping': shipping,
  '011_queued_jobs': queuedJobs,
  '014_print_and_state_translations': printAndStateTranslations,
  '017_print_files': printFiles,
  '018_dedications': dedications,
  '019_order_progress': orderProgress,
  '023_deposit_counted': depositCounted,
  '027_review_window': reviewWindow,
  '029_print_jobs': printJobs,
  '034_review_redraws': reviewRedraws,
};
