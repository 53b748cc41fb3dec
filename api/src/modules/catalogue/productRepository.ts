import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts/languages';
import type { Product as ProductPayload } from 'shared-contracts/schemas';
import type { Db } from '../../platform/db/openDatabase.js';
import type { Product } from '../../platform/db/schema.js';
import { JSON_COLUMNS, readJsonColumn } from '../../platform/db/jsonColumns.js';

const rupees = (paise: number) => paise / 100;

/** A product as the catalogue shows it, its words in the language asked for (English when it has no translation). */
export function toProductPayload(row: Product, language: Language = DEFAULT_LANGUAGE): ProductPayload {
  const summary = readJsonColumn(JSON_COLUMNS.priceSummary, row.price_summary);
  const translated =
    language === DEFAULT_LANGUAGE ? undefined : readJsonColumn(JSON_COLUMNS.storyTranslations, row.story_translations)[language];
  return {
    productId: row.product_id,
    displayName: translated?.displayName ?? row.display_name,
    title: translated?.title ?? row.title,
    description: translated?.description ?? row.description,
    ageGroup: translated?.ageGroup ?? row.age_group,
    status: row.status,
    priority: row.priority,
    imageUrls: readJsonColumn(JSON_COLUMNS.imageUrls, row.image_urls),
    productPriceSummary: summary.map((line, i) => ({
      summaryLine: translated?.summaryLines[i] ?? line.summaryLine,
      price: rupees(line.pricePaise),
      ...(line.originalPricePaise === null ? {} : { originalPrice: rupees(line.originalPricePaise) }),
    })),
    minAge: row.min_age,
    maxAge: row.max_age,
  };
}

export async function listProducts(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<ProductPayload[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('priority').orderBy('product_id').execute();
  return rows.map((row) => toProductPayload(row, language));
}

export async function findProduct(db: Db, productId: number): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
}
