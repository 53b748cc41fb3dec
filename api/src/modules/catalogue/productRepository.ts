import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { ProductPriceSummaryLine, Product as ProductPayload } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { CATALOGUE_JSON_COLUMNS, type Product, type StoryPage, type StoryTranslation } from './tables.js';
import { priceLines } from './priceLines.js';

/** A story as the rest of the shop reads it: its words decoded, its translations by language code. */
export interface Story {
  productId: number;
  slug: string;
  displayName: string;
  title: string;
  description: string;
  ageGroup: string;
  status: Product['status'];
  priority: number;
  minAge: number;
  maxAge: number;
  imageUrls: string[];
  pagesPerBatch: number;
  depositPaise: number;
  depositAfterPage: number;
  /** In English, the language every story is written in. */
  pages: StoryPage[];
  translations: Record<string, StoryTranslation>;
}

const storyOf = (row: Product): Story => ({
  productId: row.product_id,
  slug: row.slug,
  displayName: row.display_name,
  title: row.title,
  description: row.description,
  ageGroup: row.age_group,
  status: row.status,
  priority: row.priority,
  minAge: row.min_age,
  maxAge: row.max_age,
  imageUrls: readJsonColumn(CATALOGUE_JSON_COLUMNS.imageUrls, row.image_urls),
  pagesPerBatch: row.pages_per_batch,
  depositPaise: row.deposit_paise,
  depositAfterPage: row.deposit_after_page,
  pages: readJsonColumn(CATALOGUE_JSON_COLUMNS.storyPages, row.story_pages),
  translations: readJsonColumn(CATALOGUE_JSON_COLUMNS.storyTranslations, row.story_translations),
});

/**
 * A product as the catalogue shows it, its words in the language asked for (English when it has no
 * translation), with the price lines of that language.
 */
function toProductPayload(story: Story, prices: ProductPriceSummaryLine[], language: Language): ProductPayload {
  const translated = language === DEFAULT_LANGUAGE ? undefined : story.translations[language];
  return {
    productId: story.productId,
    displayName: translated?.displayName ?? story.displayName,
    title: translated?.title ?? story.title,
    description: translated?.description ?? story.description,
    ageGroup: translated?.ageGroup ?? story.ageGroup,
    status: story.status,
    priority: story.priority,
    imageUrls: story.imageUrls,
    productPriceSummary: prices,
    minAge: story.minAge,
    maxAge: story.maxAge,
  };
}

/** A story, or undefined when there is none by that id. */
export async function findProduct(db: Db, productId: number): Promise<Story | undefined> {
  const row = await db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
  return row && storyOf(row);
}

/** The hours a paid book may still change, before it is made: the day it arrives by counts them. */
interface ReviewHours {
  hours: number;
}

/** Every story, by id. */
export async function productsById(db: Db): Promise<Map<number, Story>> {
  const products = await db.selectFrom('products').selectAll().execute();
  return new Map(products.map((row) => [row.product_id, storyOf(row)]));
}

/** The first live story of the catalogue: the one a quick preview draws. */
export async function firstLiveProduct(db: Db): Promise<Story> {
  return storyOf(await db.selectFrom('products').selectAll().where('status', '=', 'live').orderBy('priority').executeTakeFirstOrThrow());
}

export async function listProducts(db: Db, language: Language, review: ReviewHours): Promise<ProductPayload[]> {
  const [rows, prices] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('priority').orderBy('product_id').execute(),
    priceLines(db, language, review),
  ]);
  return rows.map((row) => toProductPayload(storyOf(row), prices, language));
}

/** One product as the catalogue shows it, or undefined when there is none by that id. */
export async function productPayload(
  db: Db,
  productId: number,
  language: Language,
  review: ReviewHours,
): Promise<ProductPayload | undefined> {
  const [story, prices] = await Promise.all([findProduct(db, productId), priceLines(db, language, review)]);
  return story && toProductPayload(story, prices, language);
}
