import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { ProductPriceSummaryLine, Product as ProductPayload } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { Product } from './tables.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { CATALOGUE_JSON_COLUMNS } from './tables.js';

import { priceLines } from './priceLines.js';

/**
 * A product as the catalogue shows it, its words in the language asked for (English when it has no
 * translation), with the price lines of that language.
 */
function toProductPayload(row: Product, prices: ProductPriceSummaryLine[], language: Language): ProductPayload {
  const translated =
    language === DEFAULT_LANGUAGE ? undefined : readJsonColumn(CATALOGUE_JSON_COLUMNS.storyTranslations, row.story_translations)[language];
  return {
    productId: row.product_id,
    displayName: translated?.displayName ?? row.display_name,
    title: translated?.title ?? row.title,
    description: translated?.description ?? row.description,
    ageGroup: translated?.ageGroup ?? row.age_group,
    status: row.status,
    priority: row.priority,
    imageUrls: readJsonColumn(CATALOGUE_JSON_COLUMNS.imageUrls, row.image_urls),
    productPriceSummary: prices,
    minAge: row.min_age,
    maxAge: row.max_age,
  };
}

/** A story's row, or undefined when there is none by that id. */
export const findProduct = (db: Db, productId: number): Promise<Product | undefined> =>
  db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();

/** The hours a paid book may still change, before it is made: the day it arrives by counts them. */
interface ReviewHours {
  hours: number;
}

/** Every story's row, by id. */
export async function productsById(db: Db): Promise<Map<number, Product>> {
  const products = await db.selectFrom('products').selectAll().execute();
  return new Map(products.map((product) => [product.product_id, product]));
}

/** The first live story of the catalogue: the one a quick preview draws. */
export const firstLiveProduct = (db: Db): Promise<Product> =>
  db.selectFrom('products').selectAll().where('status', '=', 'live').orderBy('priority').executeTakeFirstOrThrow();

export async function listProducts(db: Db, language: Language, review: ReviewHours): Promise<ProductPayload[]> {
  const [rows, prices] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('priority').orderBy('product_id').execute(),
    priceLines(db, language, review),
  ]);
  return rows.map((row) => toProductPayload(row, prices, language));
}

/** One product as the catalogue shows it, or undefined when there is none by that id. */
export async function productPayload(
  db: Db,
  productId: number,
  language: Language,
  review: ReviewHours,
): Promise<ProductPayload | undefined> {
  const [row, prices] = await Promise.all([findProduct(db, productId), priceLines(db, language, review)]);
  return row && toProductPayload(row, prices, language);
}
