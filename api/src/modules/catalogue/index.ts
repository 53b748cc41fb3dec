/** What other parts of the server may use of the stories and print options the shop sells, their prices and routes to print. */
export { arrivesBy } from './arrival.js';
export type { OrderTimes } from './arrival.js';
export { companionPricePaise, priceWithCompanions } from './bookPrices.js';
export { replacePrintOptions, saveProducts } from './catalogueWrites.js';
export type { PrintTypeOnSale } from './catalogueWrites.js';
export { CATALOGUE_MIGRATIONS } from './migrations/index.js';
export { paise, toRupees } from './money.js';
export { offeredPageShapes, pageShape, trimSizeInches } from './pageShapes.js';
export type { PageShape } from './pageShapes.js';
export {
  MM_PER_INCH,
  POINTS_PER_INCH,
  PRINT_BLEED_MM,
  PrintBinding,
  SAFE_ZONE_MM,
  SOFTCOVER,
  SPINE_TEXT_MIN_MM,
  gutterMmOf,
  mmToPoints,
  spineMm,
} from './printBinding.js';
export { printOptionNames, printTypeDetails } from './printOptions.js';
export { PrintRoute, RouteDays, routeBinding } from './printRoutes.js';
export type { CountryRoute, PrintPartnerName } from './printRoutes.js';
export { offeredSheets, printOfSheet, shownSheet } from './printSheets.js';
export type { PrintChoice } from './printSheets.js';
export { printSizeOf, soldSizes, storedBindingOf } from './printSizes.js';
export { findProduct, firstLiveProduct, productsById } from './productRepository.js';
export type { Story } from './productRepository.js';
export { productRoutes } from './productRoutes.js';
export { quotedRouteFor, recordRouteQuote } from './routeQuotes.js';
export type { StoryPage, StoryTranslation } from './tables.js';
