import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as emails from './004_emails.js';
import * as queuedJobs from './011_queued_jobs.js';
import * as emailPictures from './028_email_pictures.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const EMAILS_MIGRATIONS: MigrationSteps = {
  '004_emails': emails,
  '011_queued_jobs': queuedJobs,
  '028_email_pictures': emailPictures,
};
