import type { Migration } from 'kysely';
import * as initial from './001_initial.js';
import * as photos from './002_photos.js';
import * as pageJobs from './003_page_jobs.js';
import * as emails from './004_emails.js';
import * as bookPdfs from './005_book_pdfs.js';
import * as shipping from './006_shipping.js';
import * as requestKeys from './007_request_keys.js';
import * as couponHolds from './008_coupon_holds.js';
import * as photoConsents from './009_photo_consents.js';
import * as sharedState from './010_shared_state.js';
import * as queuedJobs from './011_queued_jobs.js';
import * as liveReleases from './012_live_releases.js';
import * as languages from './013_languages.js';
import * as printAndStateTranslations from './014_print_and_state_translations.js';
import * as couponTranslations from './015_coupon_translations.js';
import * as sampleTranslations from './016_sample_translations.js';
import * as printFiles from './017_print_files.js';
import * as dedications from './018_dedications.js';
import * as orderProgress from './019_order_progress.js';
import * as emailLinkNonces from './020_email_link_nonces.js';
import * as heroLooks from './021_hero_looks.js';
import * as derivedPriceLines from './022_derived_price_lines.js';
import * as depositCounted from './023_deposit_counted.js';
import * as everyPagePreviewed from './024_every_page_previewed.js';
import * as previewCovers from './025_preview_covers.js';
import * as bookShares from './026_book_shares.js';
import * as reviewWindow from './027_review_window.js';
import * as emailPictures from './028_email_pictures.js';
import * as printJobs from './029_print_jobs.js';

/** Every migration, in order. Names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_photos': photos,
  '003_page_jobs': pageJobs,
  '004_emails': emails,
  '005_book_pdfs': bookPdfs,
  '006_shipping': shipping,
  '007_request_keys': requestKeys,
  '008_coupon_holds': couponHolds,
  '009_photo_consents': photoConsents,
  '010_shared_state': sharedState,
  '011_queued_jobs': queuedJobs,
  '012_live_releases': liveReleases,
  '013_languages': languages,
  '014_print_and_state_translations': printAndStateTranslations,
  '015_coupon_translations': couponTranslations,
  '016_sample_translations': sampleTranslations,
  '017_print_files': printFiles,
  '018_dedications': dedications,
  '019_order_progress': orderProgress,
  '020_email_link_nonces': emailLinkNonces,
  '021_hero_looks': heroLooks,
  '022_derived_price_lines': derivedPriceLines,
  '023_deposit_counted': depositCounted,
  '024_every_page_previewed': everyPagePreviewed,
  '025_preview_covers': previewCovers,
  '026_book_shares': bookShares,
  '027_review_window': reviewWindow,
  '028_email_pictures': emailPictures,
  '029_print_jobs': printJobs,
};
