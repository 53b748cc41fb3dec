import { Type, type Static } from '@sinclair/typebox';
import { ArrivesBy, LanguageCode, MAX_LENGTH, Money, Text } from './common.js';

export const ProductPriceSummaryLine = Type.Object({
  summaryLine: Text(MAX_LENGTH.label),
  price: Money,
  originalPrice: Type.Optional(Money),
  /** Bought now and sent within India, its cheapest size (an addition). */
  arrivesBy: Type.Optional(ArrivesBy),
});
export type ProductPriceSummaryLine = Static<typeof ProductPriceSummaryLine>;

export const ProductStatus = Type.Union([Type.Literal('live'), Type.Literal('coming-soon')]);
export type ProductStatus = Static<typeof ProductStatus>;

export const Product = Type.Object({
  productId: Type.Integer(),
  displayName: Text(MAX_LENGTH.label),
  title: Text(MAX_LENGTH.label),
  description: Text(MAX_LENGTH.text),
  ageGroup: Text(MAX_LENGTH.code),
  status: ProductStatus,
  priority: Type.Number(),
  imageUrls: Type.Array(Text(MAX_LENGTH.url)),
  productPriceSummary: Type.Array(ProductPriceSummaryLine),
  minAge: Type.Integer(),
  maxAge: Type.Integer(),
});
export type Product = Static<typeof Product>;

/** The catalogue's calls take the language of its words (`?lang=hi`); without it, English. */
export const CatalogueQuery = Type.Object({ lang: Type.Optional(LanguageCode) });
export type CatalogueQuery = Static<typeof CatalogueQuery>;

export const ProductsResponse = Type.Object({ products: Type.Array(Product) });
export type ProductsResponse = Static<typeof ProductsResponse>;

export const ProductResponse = Type.Object({ product: Product });
export type ProductResponse = Static<typeof ProductResponse>;
