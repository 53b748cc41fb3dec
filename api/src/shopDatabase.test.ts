import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, NO_MIGRATIONS } from 'kysely';
import type { Db } from './platform/db/database.js';
import { composeMigrations } from './platform/db/migrations.js';
import { openShopDatabase, SHOP_MIGRATIONS } from './shopDatabase.js';
import { createPostgresDatabase, testDialects } from './testing/testApp.js';

/** The migrations live databases have run: their names never change, and new ones come after them. */
const RELEASED = [
  '001_initial',
  '002_photos',
  '003_page_jobs',
  '004_emails',
  '005_book_pdfs',
  '006_shipping',
  '007_request_keys',
  '008_coupon_holds',
  '009_photo_consents',
  '010_shared_state',
  '011_queued_jobs',
  '012_live_releases',
  '013_languages',
  '014_print_and_state_translations',
  '015_coupon_translations',
  '016_sample_translations',
  '017_print_files',
  '018_dedications',
  '019_order_progress',
  '020_email_link_nonces',
  '021_hero_looks',
  '022_derived_price_lines',
  '023_deposit_counted',
  '024_every_page_previewed',
  '025_preview_covers',
  '026_book_shares',
  '027_review_window',
  '028_email_pictures',
  '029_print_jobs',
];

const tableNames = async (db: Db) => (await db.introspection.getTables()).map((table) => table.name).sort();

describe("the shop's migrations, gathered from the modules that own the tables", () => {
  it('keep the names live databases have run, in their order', () => {
    expect(Object.keys(composeMigrations(SHOP_MIGRATIONS)).slice(0, RELEASED.length)).toEqual(RELEASED);
  });

  for (const dialect of testDialects()) {
    it(`build every table on an empty database, undo them all and build them again [${dialect}]`, async () => {
      const postgres = dialect === 'postgres' ? await createPostgresDatabase() : null;
      const settings = { databaseUrl: postgres?.url ?? null, dataDir: mkdtempSync(path.join(tmpdir(), 'shop-db-')) };
      try {
        const first = await openShopDatabase(settings);
        const tables = async () => (await first.db.introspection.getTables()).map((table) => table.name).sort();
        const built = await tables();
        expect(built).toEqual(expect.arrayContaining(['book_requests', 'payments', 'product_orders', 'products', 'queued_jobs']));
        const migrator = new Migrator({ db: first.db, provider: { getMigrations: async () => composeMigrations(SHOP_MIGRATIONS) } });
        const undone = await migrator.migrateTo(NO_MIGRATIONS);
        expect(undone.error).toBeUndefined();
        expect(await tableNames(first.db)).toEqual([]);
        await first.close();
        const again = await openShopDatabase(settings);
        expect(await tableNames(again.db)).toEqual(built);
        await again.close();
      } finally {
        await postgres?.drop();
      }
    });
  }
});
