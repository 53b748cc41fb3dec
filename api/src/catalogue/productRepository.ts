import type { Product as ProductPayload } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import type { Product } from '../db/schema.js';
import { JSON_COLUMNS, readJsonColumn } from '../db/jsonColumns.js';

const rupees = (paise: number) => paise / 100;

export function toProductPayload(row: Product): ProductPayload {
  const summary = readJsonColumn(JSON_COLUMNS.priceSummary, row.price_summary);
  return {
    productId: row.product_id,
    displayName: row.display_name,
    title: row.title,
    description: row.description,
    ageGroup: row.age_group,
    status: row.status,
    priority: row.priority,
    imageUrls: readJsonColumn(JSON_COLUMNS.imageUrls, row.image_urls),
    productPriceSummary: summary.map((line) => ({
      summaryLine: line.summaryLine,
      price: rupees(line.pricePaise),
      ...(line.originalPricePaise === null ? {} : { originalPrice: rupees(line.originalPricePaise) }),
    })),
    minAge: row.min_age,
    maxAge: row.max_age,
  };
}

export async function listProducts(db: Db): Promise<ProductPayload[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('priority').orderBy('product_id').execute();
  return rows.map(toProductPayload);
}

export async function findProduct(db: Db, productId: number): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
}
