import type { MigrationSteps } from '../../../platform/db/migrations.js';
import * as initial from './001_initial.js';
import * as couponHolds from './008_coupon_holds.js';
import * as couponTranslations from './015_coupon_translations.js';

/** This module's part of the database's migrations, under each migration's name (never changed once released). */
export const COUPONS_MIGRATIONS: MigrationSteps = {
  '001_initial': initial,
  '008_coupon_holds': couponHolds,
  '015_coupon_translations': couponTranslations,
};
