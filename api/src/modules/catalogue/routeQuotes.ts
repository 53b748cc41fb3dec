import type { Db } from '../../platform/db/database.js';
import { routeFor, type CountryRoute, type PrintRoute } from './printRoutes.js';

/** A quote this old no longer speaks for the partner: the data's days count again. */
const QUOTE_LIFETIME_MS = 7 * 24 * 3_600_000;

/** A route to one country, as a partner's quote names it. */
export interface QuotedRoute {
  printType: string;
  size: string;
  country: string;
  partner: string;
}

/** Keeps the carrying days a route's partner quoted (the latest, whatever it said before). */
export async function recordRouteQuote(db: Db, route: QuotedRoute, shippingDays: number, now = new Date()): Promise<void> {
  const row = {
    print_type: route.printType,
    size: route.size,
    country: route.country,
    partner: route.partner,
    shipping_days: shippingDays,
    quoted_at: now.toISOString(),
  };
  await db
    .insertInto('route_quotes')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['print_type', 'size', 'country'])
        .doUpdateSet({ partner: row.partner, shipping_days: row.shipping_days, quoted_at: row.quoted_at }),
    )
    .execute();
}

/**
 * The route that makes a size for a country, its carrying days the ones its partner quoted in the
 * last week (the print-type data's otherwise, as `daysSource` says): the partner knows its couriers
 * best, and a promise is only as good as the slowest of them.
 */
export async function quotedRouteFor(
  db: Db,
  size: { printType: string; size: string; routes: readonly PrintRoute[] },
  country: string,
  now = new Date(),
): Promise<CountryRoute | undefined> {
  const route = routeFor(size.routes, country);
  if (!route) return undefined;
  const quote = await db
    .selectFrom('route_quotes')
    .select(['partner', 'shipping_days', 'quoted_at'])
    .where('print_type', '=', size.printType)
    .where('size', '=', size.size)
    .where('country', '=', country)
    .executeTakeFirst();
  const fresh = quote && quote.partner === route.partner && now.getTime() - Date.parse(quote.quoted_at) < QUOTE_LIFETIME_MS;
  return fresh ? { ...route, days: { ...route.days, shippingDays: quote.shipping_days } } : route;
}
