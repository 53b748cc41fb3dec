import type { Language } from 'contracts/languages';
import type { ProductPriceSummaryLine } from 'contracts/schemas';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { CATALOGUE_JSON_COLUMNS } from './tables.js';
import type { Db } from '../../platform/db/database.js';
import { wordingIn } from '../../platform/i18n/visitorText.js';
import { toRupees } from './money.js';
import { COUNTRY } from 'contracts/constants';
import { quotedRouteFor } from './routeQuotes.js';
import { arrivesBy } from './arrival.js';

/**
 * A story's "from" lines, derived from the print prices an order is charged: per print type, in its
 * order, the price of its cheapest size, that size's price before the offer and the day it arrives by
 * bought now (sent within India). Every story is printed
 * at the same prices, so the lines are the same for each.
 */
export async function priceLines(db: Db, language: Language, review: { hours: number }): Promise<ProductPriceSummaryLine[]> {
  const [types, sizes] = await Promise.all([
    db.selectFrom('print_types').select(['print_type', 'translations']).orderBy('position').execute(),
    db.selectFrom('print_sizes').select(['print_type', 'size', 'price_paise', 'original_price_paise', 'routes']).execute(),
  ]);
  // Bought now and sent within India, the size's route counted.
  const now = new Date();
  const arrival = async (size: (typeof sizes)[number]) => {
    const routes = readJsonColumn(CATALOGUE_JSON_COLUMNS.printRoutes, size.routes);
    const route = await quotedRouteFor(db, { printType: size.print_type, size: size.size, routes }, COUNTRY.IN.code, now);
    return route ? arrivesBy(route.days, null, { now, reviewHours: review.hours }) : null;
  };
  const words = wordingIn(language);
  const lines = await Promise.all(
    types.map(async (type) => {
      const cheapest = sizes
        .filter((size) => size.print_type === type.print_type)
        .reduce<(typeof sizes)[number] | undefined>((low, size) => (!low || size.price_paise < low.price_paise ? size : low), undefined);
      if (!cheapest) return [];
      const name = readJsonColumn(CATALOGUE_JSON_COLUMNS.printTypeTranslations, type.translations)[language]?.printType ?? type.print_type;
      return [
        {
          summaryLine: words('catalogue.priceFrom', { printType: name }),
          price: toRupees(cheapest.price_paise),
          ...(cheapest.original_price_paise === null ? {} : { originalPrice: toRupees(cheapest.original_price_paise) }),
          arrivesBy: await arrival(cheapest),
        },
      ];
    }),
  );
  return lines.flat();
}
