import { Value } from '@sinclair/typebox/value';
import { COUNTRY } from 'contracts/constants';
import { loadShopContent } from '../seed/contentFiles.js';
import { PrintRoutes, routeBinding, routeFor, type PrintRoute } from './printRoutes.js';
import { SOFTCOVER } from './printBinding.js';

const days = (productionDays: number, shippingDays: number) => ({ productionDays, shippingDays });
const ROUTES: PrintRoute[] = [
  { partner: 'gelato', product: 'square', binding: { bleedMm: 4 }, countries: { IN: days(4, 5) }, daysSource: 'quote' },
  { partner: 'lulu', product: 'square-lulu', countries: { IN: days(5, 20), US: days(5, 10) }, daysSource: 'table' },
];

describe('print routes', () => {
  it("takes a country's first route, with its days there; a country no route names has none", () => {
    expect(routeFor(ROUTES, 'IN')).toEqual({
      partner: 'gelato',
      product: 'square',
      binding: { bleedMm: 4 },
      country: 'IN',
      days: days(4, 5),
      daysSource: 'quote',
    });
    expect(routeFor(ROUTES, 'US')).toMatchObject({ partner: 'lulu', days: days(5, 10) });
    expect(routeFor(ROUTES, 'UK')).toBeUndefined();
  });

  it("lays the route's file specification over the print type's binding", () => {
    expect(routeBinding(SOFTCOVER, routeFor(ROUTES, 'IN'))).toEqual({ ...SOFTCOVER, bleedMm: 4 });
    expect(routeBinding(SOFTCOVER, routeFor(ROUTES, 'US'))).toEqual(SOFTCOVER);
  });

  it("routes every size the shop sells to India, the square ones to Gelato, the landscape one to Lulu, each partner's with its product", () => {
    const sizes = loadShopContent().printTypes.flatMap((type) => type.printSizeVariations);
    for (const size of sizes) {
      expect(Value.Errors(PrintRoutes, size.routes).First()).toBeUndefined();
      expect(routeFor(size.routes, COUNTRY.IN.code)).toBeDefined();
      for (const route of size.routes) {
        expect(route.partner === 'files' || Boolean(route.product)).toBe(true);
        for (const country of Object.keys(route.countries)) expect(Object.keys(COUNTRY)).toContain(country);
      }
    }
    const partnersOf = (prefix: string) =>
      new Set(sizes.filter((size) => size.size.startsWith(prefix)).flatMap((size) => size.routes.map((route) => route.partner)));
    expect(partnersOf('Square')).toEqual(new Set(['gelato']));
    expect(partnersOf('Landscape')).toEqual(new Set(['lulu']));
  });
});
