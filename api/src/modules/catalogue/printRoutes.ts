import { Type, type Static } from '@sinclair/typebox';
import { PrintBinding } from './printBinding.js';

/** Who makes a book: `files` are the shop's own print files, sent to a printer by staff (`orders export`). */
export const PRINT_PARTNER_NAMES = ['files', 'lulu', 'gelato'] as const;
export type PrintPartnerName = (typeof PRINT_PARTNER_NAMES)[number];

/** Working days (Monday to Friday) a route takes to one delivery country, at most. */
export const RouteDays = Type.Object({
  /** From the files reaching the partner to the parcel leaving it. */
  productionDays: Type.Integer({ minimum: 0 }),
  /** From the parcel leaving the partner to the door. */
  shippingDays: Type.Integer({ minimum: 0 }),
});
export type RouteDays = Static<typeof RouteDays>;

/**
 * Which partner makes a print size for which delivery countries, and how long it takes (the
 * print-type data, `routes` of each size): the first route naming a country is that country's.
 */
export const PrintRoute = Type.Object({
  partner: Type.Union(PRINT_PARTNER_NAMES.map((name) => Type.Literal(name))),
  /** The partner's product code for this size and binding (none for `files`). */
  product: Type.Optional(Type.String({ minLength: 1 })),
  /** The trim the partner makes, in millimetres, where it is not the size's inches (a 200 x 200 mm book sold as 8 x 8 in). */
  trimMm: Type.Optional(Type.Object({ width: Type.Number({ minimum: 1 }), height: Type.Number({ minimum: 1 }) })),
  /** What the partner's file specification changes in the print type's binding (e.g. a wider bleed). */
  binding: Type.Optional(Type.Partial(PrintBinding)),
  /** The shop's country codes (COUNTRY) this route delivers to, with its days to each. */
  countries: Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), RouteDays),
  /** Where the days come from, for whoever checks them. */
  daysSource: Type.String({ minLength: 1 }),
});
export type PrintRoute = Static<typeof PrintRoute>;

export const PrintRoutes = Type.Array(PrintRoute);

/** A route as taken to one country: its partner, product and days there. */
export type CountryRoute = Omit<PrintRoute, 'countries'> & { country: string; days: RouteDays };

/** The route that makes a size for a delivery country; undefined: the size is not offered there. */
export function routeFor(routes: readonly PrintRoute[], country: string): CountryRoute | undefined {
  const route = routes.find((candidate) => candidate.countries[country]);
  if (!route) return undefined;
  const { countries, ...rest } = route;
  return { ...rest, country, days: countries[country] };
}

/** The print type's binding as the route's partner asks for the files. */
export const routeBinding = (binding: PrintBinding, route: Pick<PrintRoute, 'binding'> | undefined): PrintBinding => ({
  ...binding,
  ...route?.binding,
});
