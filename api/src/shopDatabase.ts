import type { MigrationSteps } from './platform/db/migrations.js';
import { openDatabase, type OpenDatabase } from './platform/db/openDatabase.js';
import { ABUSE_MIGRATIONS } from './modules/abuse/index.js';
import { CATALOGUE_MIGRATIONS } from './modules/catalogue/index.js';
import { CONTENT_MIGRATIONS } from './modules/content/index.js';
import { COUPONS_MIGRATIONS } from './modules/coupons/index.js';
import { EMAILS_MIGRATIONS } from './modules/emails/index.js';
import { ORDERS_MIGRATIONS } from './modules/orders/index.js';
import { PAYMENTS_MIGRATIONS } from './modules/payments/index.js';
import { PERSONALIZATION_MIGRATIONS } from './modules/personalization/index.js';
import { RELEASES_MIGRATIONS } from './modules/releases/index.js';
import { VOICES_MIGRATIONS } from './modules/voices/index.js';

/**
 * Each module's part of the database's migrations, in the order the parts of one migration run: a
 * table's owner before the owners whose tables refer to it (stories before books and samples, book
 * requests before orders).
 */
export const SHOP_MIGRATIONS: MigrationSteps[] = [
  RELEASES_MIGRATIONS,
  CATALOGUE_MIGRATIONS,
  COUPONS_MIGRATIONS,
  CONTENT_MIGRATIONS,
  PERSONALIZATION_MIGRATIONS,
  ORDERS_MIGRATIONS,
  PAYMENTS_MIGRATIONS,
  ABUSE_MIGRATIONS,
  EMAILS_MIGRATIONS,
  VOICES_MIGRATIONS,
];

/** The shop's database, for a process that is not the storefront or its worker (a staff tool, a test's worker). */
export const openShopDatabase: OpenDatabase = (settings) => openDatabase({ ...settings, migrations: SHOP_MIGRATIONS });
