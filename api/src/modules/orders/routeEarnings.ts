import { PICTURE_BOOK_PAGES } from 'contracts/book';
import type { Db } from '../../platform/db/database.js';
import { soldSizes, recordRouteQuote, toRupees, type RouteDays } from '../catalogue/index.js';
import type { PrintPartners, PartnerQuote, PrintAddress } from '../printing/index.js';

/** An address in each country the shop delivers to, for the partners' quotes (a city's post office). */
const SAMPLE_ADDRESSES: Record<string, Omit<PrintAddress, 'email'>> = {
  IN: {
    name: 'Sample Reader',
    street1: 'Museum Road',
    street2: null,
    city: 'Bengaluru',
    stateCode: 'KA',
    postcode: '560001',
    countryCode: 'IN',
    phoneNumber: '+918022866000',
  },
  US: {
    name: 'Sample Reader',
    street1: '101 Hyde Street',
    street2: null,
    city: 'San Francisco',
    stateCode: 'CA',
    postcode: '94102',
    countryCode: 'US',
    phoneNumber: '+14155550100',
  },
  UK: {
    name: 'Sample Reader',
    street1: '24-28 William IV Street',
    street2: null,
    city: 'London',
    stateCode: 'ENG',
    postcode: 'WC2N 4DL',
    countryCode: 'GB',
    phoneNumber: '+442075550100',
  },
};

/** One route to one country: what the shop charges for a 32-page book, what its partner asks, and what is left. */
export interface RouteEarning {
  printType: string;
  size: string;
  country: string;
  partner: string;
  /** The size's price and the country's shipping, in rupees. */
  charged: number;
  /** The partner's book and shipping in rupees; null when it gave none (`note` says why). */
  cost: number | null;
  margin: number | null;
  /** The route's working days in the print-type data, and the carrying days the partner quotes where it does. */
  days: RouteDays;
  quotedDays: PartnerQuote['days'];
  note: string | null;
}

/** A quote's total in rupees: as it is, or from dollars at the set rate; null in another currency. */
const inRupees = (quote: PartnerQuote, usdInrRate: number) =>
  quote.currency === 'INR' ? quote.total : quote.currency === 'USD' ? quote.total * usdInrRate : null;

/**
 * Every route to every country it delivers to, with the partner's quote for a 32-page book sent
 * there (asked of the partners configured here; the shop's own printer gives none), each question
 * asked once. A partner that fails to answer leaves its route's cost unknown, with the reason.
 */
export async function routeEarnings(db: Db, partners: PrintPartners, { usdInrRate, shopEmail }: { usdInrRate: number; shopEmail: string }) {
  const [sizes, rates] = await Promise.all([
    soldSizes(db),
    db.selectFrom('shipping_rates').select(['country_code', 'cost_paise']).execute(),
  ]);
  const shipping = new Map(rates.map((rate) => [rate.country_code, rate.cost_paise]));
  const earnings: RouteEarning[] = [];
  for (const size of sizes) {
    for (const route of size.routes) {
      for (const [country, days] of Object.entries(route.countries)) {
        const charged = toRupees(size.pricePaise + (shipping.get(country) ?? 0));
        const partner = route.partner === 'files' ? undefined : partners[route.partner];
        const address = SAMPLE_ADDRESSES[country];
        let quote: PartnerQuote | null = null;
        let note: string | null = null;
        if (route.partner === 'files') note = "the shop's own printer: no quote";
        else if (!partner) note = `${route.partner} has no credentials here`;
        else if (!address || !route.product) note = `no sample address or product for ${country}`;
        else {
          try {
            quote = await partner.quote!(route.product, PICTURE_BOOK_PAGES, { ...address, email: shopEmail });
            // The partner's carrying days are the ones the shop promises from now on (routeQuotes.ts).
            if (quote.days)
              await recordRouteQuote(db, { printType: size.printType, size: size.size, country, partner: route.partner }, quote.days.max);
          } catch (error) {
            note = `${route.partner} gave no quote: ${(error as Error).message}`;
          }
        }
        const rupees = quote ? inRupees(quote, usdInrRate) : null;
        if (quote && rupees === null) note = `quoted in ${quote.currency}: no rate to rupees`;
        const cost = rupees === null ? null : Math.round(rupees * 100) / 100;
        earnings.push({
          printType: size.printType,
          size: size.size,
          country,
          partner: route.partner,
          charged,
          cost,
          margin: cost === null ? null : Math.round((charged - cost) * 100) / 100,
          days,
          quotedDays: quote?.days ?? null,
          note,
        });
      }
    }
  }
  return earnings;
}

const rupees = (amount: number | null) =>
  amount === null
    ? '-'
    : `${amount < 0 ? '-' : ''}₹${Math.abs(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The earnings as staff read them (`npm run orders -- routes`): a line per route and country. */
export function formatRouteEarnings(earnings: readonly RouteEarning[]): string {
  if (earnings.length === 0) return 'No print routes in this database: the server seeds the print types when it starts.';
  const rows = [
    ['Print type, size', 'To', 'Partner', 'Charged', 'Cost', 'Margin', 'Days (make+carry; quoted carry)', 'Note'],
    ...earnings.map((earning) => [
      `${earning.printType}, ${earning.size}`,
      earning.country,
      earning.partner,
      rupees(earning.charged),
      rupees(earning.cost),
      rupees(earning.margin),
      `${earning.days.productionDays}+${earning.days.shippingDays}${earning.quotedDays ? `; ${earning.quotedDays.min}-${earning.quotedDays.max}` : ''}`,
      earning.note ?? '',
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * At start-up: each route is quoted (its partner's carrying days then count in every day promised),
 * and each that loses money on a 32-page book, or whose data promises the door sooner than its
 * partner's quote, is logged at warn (staff fix the price or the print-type data). Never fails the
 * start: a partner that does not answer is logged too.
 */
export async function warnAboutRoutes(
  db: Db,
  partners: PrintPartners,
  settings: { usdInrRate: number; shopEmail: string },
  log: { warn(facts: object, message: string): void },
): Promise<void> {
  for (const earning of await routeEarnings(db, partners, settings)) {
    const route = { printType: earning.printType, size: earning.size, country: earning.country, partner: earning.partner };
    if (earning.margin !== null && earning.margin < 0)
      log.warn({ ...route, charged: earning.charged, cost: earning.cost, margin: earning.margin }, 'a print route loses money');
    if (earning.quotedDays && earning.quotedDays.max > earning.days.shippingDays)
      log.warn(
        { ...route, dataShippingDays: earning.days.shippingDays, quotedShippingDays: earning.quotedDays.max },
        "a print route's partner quotes more carrying days than its data: the day promised counts the partner's",
      );
    if (earning.cost === null && earning.partner !== 'files')
      log.warn({ ...route, note: earning.note }, 'a print route could not be quoted');
  }
}
