/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { PrintTypeTexts } from 'contracts/schemas';
import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../platform/db/database.js';
import { PrintRoutes } from './printRoutes.js';

export interface ProductsTable {
  product_id: number;
  slug: string;
  display_name: string;
  title: string;
  description: string;
  age_group: string;
  status: 'live' | 'coming-soon';
  priority: number;
  min_age: number;
  max_age: number;
  /** JSON: string[] */
  image_urls: string;
  pages_per_batch: number;
  deposit_paise: number;
  deposit_after_page: number;
  /** JSON: { pageNumber, pageTitle, text, scene }[] */
  story_pages: string;
  /** JSON: { [language]: { displayName, title, description, pages: { pageNumber, pageTitle, text }[] } } */
  story_translations: Generated<string>;
}

export interface PrintTypesTable {
  print_type: string;
  best_choice: Flag;
  sample_image_url: string;
  description: string;
  paper_finish: string;
  delivery_timeline: string;
  position: number;
  /** JSON: the print type's words by language (see CATALOGUE_JSON_COLUMNS.printTypeTranslations). */
  translations: Generated<string>;
  /** JSON: how its printer binds it (see PrintBinding in the catalogue module). */
  binding: Generated<string>;
  /** What each person or pet beside the hero adds to the price of each of its sizes. */
  companion_price_paise: Generated<number>;
}

export interface PrintSizesTable {
  print_type: string;
  size: string;
  price_paise: number;
  original_price_paise: number | null;
  position: number;
  /** JSON: which partner makes it for which delivery country, in how many days (CATALOGUE_JSON_COLUMNS.printRoutes). */
  routes: Generated<string>;
}

/** The carrying days a route's partner last quoted to a country (routeQuotes.ts). */
export interface RouteQuotesTable {
  print_type: string;
  size: string;
  country: string;
  partner: string;
  shipping_days: number;
  quoted_at: string;
}

declare module '../../platform/db/database.js' {
  interface Database {
    products: ProductsTable;
    print_types: PrintTypesTable;
    print_sizes: PrintSizesTable;
    route_quotes: RouteQuotesTable;
  }
}

export type Product = Selectable<ProductsTable>;

/** A page of a story as its editors wrote it: the words with {name} still in them, and the scene drawn. */
export const StoryPage = Type.Object({
  pageNumber: Type.Integer({ minimum: 1 }),
  pageTitle: Type.String(),
  text: Type.String(),
  /** Said after the text when the hero has companions on this page ({company}, {c:one|two}); the picture brings them along. */
  company: Type.Optional(Type.String()),
  scene: Type.String(),
});
export type StoryPage = Static<typeof StoryPage>;

/** A story in another language: its titles, and each page's title and words ({name}, {boy form|girl form}). */
export const StoryTranslation = Type.Object({
  displayName: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ageGroup: Type.String(),
  pages: Type.Array(
    Type.Object({
      pageNumber: Type.Integer({ minimum: 1 }),
      pageTitle: Type.String(),
      text: Type.String(),
      company: Type.Optional(Type.String()),
    }),
  ),
});
export type StoryTranslation = Static<typeof StoryTranslation>;

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const CATALOGUE_JSON_COLUMNS = {
  storyPages: Type.Array(StoryPage),
  /** A story's translations by language code. */
  storyTranslations: Type.Record(Type.String(), StoryTranslation),
  /** A print type's words by language code, each size's name by its English one. */
  printTypeTranslations: Type.Record(Type.String(), PrintTypeTexts),
  imageUrls: Type.Array(Type.String()),
  printRoutes: PrintRoutes,
};
