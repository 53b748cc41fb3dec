import { startFakeGelato, gelatoCoverTemplate, type FakeGelato } from '../../testing/fakeGelato.js';
import { startFakeLulu, type FakeLulu } from '../../testing/fakeLulu.js';
import { startTestStorefront, STOP_TIMEOUT_MS, testDialects, type TestStorefront } from '../../testing/testApp.js';
import { loadShopContent } from '../seed/contentFiles.js';
import { gelatoPartner } from '../printing/gelatoPartner.js';
import { luluPartner } from '../printing/luluPartner.js';
import { filesPartner } from '../printing/filesPartner.js';
import type { PrintPartners } from '../printing/printPartners.js';
import { formatRouteEarnings, routeEarnings, warnAboutRoutes } from './routeEarnings.js';
import { quotedRouteFor } from '../catalogue/routeQuotes.js';

const LULU_KEYS = { clientKey: 'shop-key', clientSecret: 'shop-secret', webhookSecret: 'shop-secret' };
const GELATO_KEYS = { apiKey: 'gelato-key', webhookToken: 'gelato-token' };
const SETTINGS = { usdInrRate: 84, shopEmail: 'orders@herotales.in' };
/** Gelato's products as the print-type data routes the squares, priced ₹1,150 (the fake's quote adds ₹250 standard shipping). */
const gelatoProducts = Object.fromEntries(
  loadShopContent()
    .printTypes.flatMap((type) => type.printSizeVariations.flatMap((size) => size.routes))
    .filter((route) => route.partner === 'gelato')
    .map((route) => [
      route.product!,
      {
        validPageCounts: [34],
        trimMm: { width: 200, height: 200 },
        cover: (pageCount: number) => gelatoCoverTemplate({ width: 203, height: 205 }, pageCount * 0.1, 20),
      },
    ]),
);

describe("what each print route earns, against the partners' fakes", () => {
  let storefront: TestStorefront;
  let lulu: FakeLulu;
  let gelato: FakeGelato;
  let partners: PrintPartners;
  beforeAll(async () => {
    [storefront, lulu, gelato] = await Promise.all([
      startTestStorefront(testDialects()[0]),
      startFakeLulu(LULU_KEYS),
      startFakeGelato({ ...GELATO_KEYS, products: gelatoProducts, standardDays: { min: 4, max: 7 } }),
    ]);
    partners = {
      files: filesPartner(),
      lulu: luluPartner({ apiUrl: lulu.url, ...LULU_KEYS, shippingLevel: 'MAIL', contactEmail: SETTINGS.shopEmail }),
      gelato: gelatoPartner({ orderApiUrl: gelato.url, productApiUrl: gelato.url, ...GELATO_KEYS, shipmentMethod: 'standard' }),
    };
  });
  afterAll(async () => {
    await Promise.all([storefront.stop(), lulu.close(), gelato.close()]);
  }, STOP_TIMEOUT_MS);

  it("prints each route and country's price, the partner's cost for a 32-page book with shipping, and the margin", async () => {
    const earnings = await routeEarnings(storefront.app.db, partners, SETTINGS);
    const find = (printType: string, prefix: string, country: string) =>
      earnings.find((earning) => earning.printType === printType && earning.size.startsWith(prefix) && earning.country === country)!;
    // Gelato quotes in rupees: ₹1,150 and ₹250 of standard shipping, 4 to 7 days, against ₹999 charged in India.
    expect(find('Paperback', 'Square', 'IN')).toMatchObject({
      partner: 'gelato',
      charged: 999,
      cost: 1400,
      margin: -401,
      quotedDays: { min: 4, max: 7 },
      note: null,
    });
    // Lulu quotes in dollars: $18.25 and $5.99 to the US, at ₹84 a dollar, against ₹2,199 and the US shipping.
    const landscape = find('Hardcover', 'Landscape', 'US');
    expect(landscape).toMatchObject({ partner: 'lulu', cost: 2036.16, quotedDays: null, note: null });
    expect(landscape.margin).toBeCloseTo(landscape.charged - 2036.16, 2);
    expect(find('Paperback', 'Large', 'IN')).toMatchObject({
      partner: 'files',
      cost: null,
      margin: null,
      note: "the shop's own printer: no quote",
    });
    // Every route of the data, to each of its countries.
    expect(earnings).toHaveLength(
      loadShopContent()
        .printTypes.flatMap((type) => type.printSizeVariations.flatMap((size) => size.routes))
        .reduce((sum, route) => sum + Object.keys(route.countries).length, 0),
    );
    // Gelato's carrying days are kept: every day promised for the route counts its 7, not the data's 5, from now on.
    const routes = loadShopContent().printTypes[0].printSizeVariations[0].routes;
    const square = { printType: 'Paperback', size: 'Square 8 x 8 in (20 x 20 cm)', routes };
    expect((await quotedRouteFor(storefront.app.db, square, 'IN'))?.days).toEqual({ productionDays: 4, shippingDays: 7 });
    const table = formatRouteEarnings(earnings).split('\n');
    expect(table[0]).toMatch(/^Print type, size\s+To\s+Partner\s+Charged\s+Cost\s+Margin/);
    expect(table).toContainEqual(
      expect.stringMatching(/^Paperback, Square 8 x 8 in \(20 x 20 cm\)\s+IN\s+gelato\s+₹999\.00\s+₹1,400\.00\s+-₹401\.00\s+4\+5; 4-7$/),
    );
  });

  it('says so when the database has no print types yet', () => {
    expect(formatRouteEarnings([])).toBe('No print routes in this database: the server seeds the print types when it starts.');
  });

  it('warns at start-up of a route that loses money, or that the partner cannot quote, and goes on', async () => {
    const warned: [object, string][] = [];
    const log = { warn: (facts: object, message: string) => warned.push([facts, message]) };
    gelato.failNext(503);
    await warnAboutRoutes(storefront.app.db, partners, SETTINGS, log);
    const losing = warned.filter(([, message]) => message === 'a print route loses money').map(([facts]) => facts);
    // The paperback square at ₹999 against Gelato's ₹1,400, and Lulu's landscape carried to India (about ₹2,792).
    expect(losing).toEqual([
      expect.objectContaining({ printType: 'Hardcover', country: 'IN', partner: 'lulu', margin: -593.16 }),
      expect.objectContaining({
        printType: 'Paperback',
        size: 'Square 8 x 8 in (20 x 20 cm)',
        country: 'IN',
        partner: 'gelato',
        margin: -401,
      }),
    ]);
    // The data promises the door sooner than Gelato's quote, for each of its routes but the one it could not quote.
    expect(warned.filter(([, message]) => message.startsWith("a print route's partner quotes more carrying days")).length).toBeGreaterThan(
      0,
    );
    // The first question (the hardcover square to India) met Gelato in trouble: said, and the others asked all the same.
    expect(warned.filter(([, message]) => message === 'a print route could not be quoted')).toEqual([
      [
        expect.objectContaining({ printType: 'Hardcover', size: 'Square 8 x 8 in (20 x 20 cm)', country: 'IN' }),
        'a print route could not be quoted',
      ],
    ]);
  });
});
