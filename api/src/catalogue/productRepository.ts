import type { Product as ProductPayload } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import type { Product } from '../db/schema.js';

const rupees = (paise: number) => paise / 100;

export function toProductPayload(row: Product): ProductPayload {
  const summary = JSON.parse(row.price_summary) as { summaryLine: string; pricePaise: number; originalPricePaise: number | null }[];
  return {
    productId: row.product_id,
    displayName: row.display_name,
    title: row.title,
    description: row.description,
    ageGroup: row.age_group,
    status: row.status,
    priority: row.priority,
    imageUrls: JSON.parse(row.image_urls) as string[],
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
