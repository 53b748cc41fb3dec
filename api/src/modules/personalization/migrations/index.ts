import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';
import * as photos from './002_photos.js';
import * as pageJobs from './003_page_jobs.js';
import * as requestKeys from './007_request_keys.js';
import * as photoConsents from './009_photo_consents.js';
import * as queuedJobs from './011_queued_jobs.js';
import * as languages from './013_languages.js';
import * as emailLinkNonces from './020_email_link_nonces.js';
import * as heroLooks from './021_hero_looks.js';
import * as previewCovers from './025_preview_covers.js';
import * as bookShares from './026_book_shares.js';
import * as companions from './030_companions.js';
import * as fairTurns from './035_fair_turns.js';
import * as bilingualBooks from './037_bilingual_books.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const PERSONALIZATION_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
  '002_photos': photos,
  '003_page_jobs': pageJobs,
  '007_request_keys': requestKeys,
  '009_photo_consents': photoConsents,
  '011_queued_jobs': queuedJobs,
  '013_languages': languages,
  '020_email_link_nonces': emailLinkNonces,
  '021_hero_looks': heroLooks,
  '025_preview_covers': previewCovers,
  '026_book_shares': bookShares,
  '030_companions': companions,
  '035_fair_turns': fairTurns,
  '037_bilingual_books': bilingualBooks,
};
