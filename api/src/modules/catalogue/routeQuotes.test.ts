import { describeEachDatabase } from '../../testing/testApp.js';
import type { PrintRoute } from './printRoutes.js';
import { quotedRouteFor, recordRouteQuote } from './routeQuotes.js';

const SQUARE: { printType: string; size: string; routes: PrintRoute[] } = {
  printType: 'Hardcover',
  size: 'Square 8 x 8 in (20 x 20 cm)',
  routes: [{ partner: 'gelato', product: 'square', countries: { IN: { productionDays: 4, shippingDays: 5 } }, daysSource: 'data' }],
};
const DAY_MS = 24 * 3_600_000;

describeEachDatabase('the carrying days a partner quoted', (storefront) => {
  it("count instead of the data's for a week, from the route's own partner only", async () => {
    const { db } = storefront().app;
    const now = new Date('2026-12-03T04:30:00Z');
    expect((await quotedRouteFor(db, SQUARE, 'IN', now))?.days).toEqual({ productionDays: 4, shippingDays: 5 });
    await recordRouteQuote(db, { printType: SQUARE.printType, size: SQUARE.size, country: 'IN', partner: 'gelato' }, 7, now);
    expect((await quotedRouteFor(db, SQUARE, 'IN', now))?.days).toEqual({ productionDays: 4, shippingDays: 7 });
    // A later quote replaces it.
    await recordRouteQuote(db, { printType: SQUARE.printType, size: SQUARE.size, country: 'IN', partner: 'gelato' }, 6, now);
    expect((await quotedRouteFor(db, SQUARE, 'IN', new Date(now.getTime() + 6 * DAY_MS)))?.days.shippingDays).toBe(6);
    // A week on, or once the size has moved to another partner, the data speaks again.
    expect((await quotedRouteFor(db, SQUARE, 'IN', new Date(now.getTime() + 8 * DAY_MS)))?.days.shippingDays).toBe(5);
    const moved = { ...SQUARE, routes: [{ ...SQUARE.routes[0], partner: 'lulu' as const }] };
    expect((await quotedRouteFor(db, moved, 'IN', now))?.days.shippingDays).toBe(5);
    expect(await quotedRouteFor(db, SQUARE, 'US', now)).toBeUndefined();
  });
});
