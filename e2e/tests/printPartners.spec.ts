import { expect, test, type Browser } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { startFakeLulu, type FakeLulu } from '../../api/src/testing/fakeLulu';
import { gelatoCoverTemplate, startFakeGelato, type FakeGelato } from '../../api/src/testing/fakeGelato';
import { collectConsoleErrors } from '../support/consoleErrors';
import { CARDS, CheckoutPage, ConfirmationPage, MEERA, PlaceOrderPage, PricingPage } from '../support/pages';
import { savedBook } from '../support/savedBook';
import { E2E_PAGE_OPTIONS, startStorefront } from '../support/storefrontServer';
import { words } from '../support/words';

const PORT = 8184;
const KEYS = { clientKey: 'shop-key', clientSecret: 'shop-secret', webhookSecret: 'shop-secret' };
const GELATO_KEYS = { apiKey: 'gelato-key', webhookToken: 'gelato-token' };
const PRINT_TYPES = JSON.parse(readFileSync(new URL('../../api/src/modules/seed/content/printTypes.json', import.meta.url), 'utf8')) as {
  printType: string;
  printSizeVariations: { size: string; routes: { partner: string; product?: string }[] }[];
}[];
/** The square hardcover's product at Gelato, as the print-type data routes it to India. */
const SQUARE_PRODUCT = PRINT_TYPES.find((type) => type.printType === 'Hardcover')!.printSizeVariations.find((size) =>
  size.size.startsWith('Square'),
)!.routes[0].product!;
/** Every product the data sends to Gelato (both squares): the start-up check quotes each. */
const GELATO_PRODUCTS = PRINT_TYPES.flatMap((type) => type.printSizeVariations.flatMap((size) => size.routes))
  .filter((route) => route.partner === 'gelato')
  .map((route) => route.product!);

test.describe('paid books sent by the shop itself to the partner each size is routed to (their local fakes), and followed to the door', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-partners-'));
  let lulu: FakeLulu;
  let gelato: FakeGelato;
  let server: Awaited<ReturnType<typeof startStorefront>>;

  test.beforeAll(async () => {
    // Gelato's template for its square hard case: boards a little larger than the page, 8 mm joints, the spine by the pages.
    gelato = await startFakeGelato({
      ...GELATO_KEYS,
      products: Object.fromEntries(
        GELATO_PRODUCTS.map((product) => [
          product,
          {
            validPageCounts: [34],
            trimMm: { width: 200, height: 200 },
            cover: (pageCount: number) => gelatoCoverTemplate({ width: 203, height: 205 }, pageCount * 0.1, 20),
          },
        ]),
      ),
    });
    // The landscape book is the first built here: this fake asks exactly the cover the shop built for it.
    lulu = await startFakeLulu({
      ...KEYS,
      coverSize: () => {
        const cover = readdirSync(path.join(dataDir, 'books')).find((file) => file.endsWith('-cover.pdf'))!;
        const [x0, y0, x1, y1] = mupdf.Document.openDocument(readFileSync(path.join(dataDir, 'books', cover)), 'application/pdf')
          .loadPage(0)
          .getBounds();
        return { width: x1 - x0, height: y1 - y0 };
      },
    });
    server = await startStorefront(PORT, {
      DATA_DIR: dataDir,
      PRINT_PROVIDER: 'partners',
      GELATO_API_URL: gelato.url,
      GELATO_PRODUCT_API_URL: gelato.url,
      GELATO_API_KEY: GELATO_KEYS.apiKey,
      GELATO_WEBHOOK_TOKEN: GELATO_KEYS.webhookToken,
      LULU_API_URL: lulu.url,
      LULU_CLIENT_KEY: KEYS.clientKey,
      LULU_CLIENT_SECRET: KEYS.clientSecret,
      LULU_WEBHOOK_SECRET: KEYS.webhookSecret,
      SITE_ORIGIN: `http://127.0.0.1:${PORT}`,
      REVIEW_WINDOW_HOURS: '0',
      PRINT_DPI: '40',
      PAGE_OPTIONS: String(E2E_PAGE_OPTIONS),
      GEO_COUNTRY_HEADER: 'x-visitor-country',
    });
    lulu.subscribe(`${server.url}/api/print-partners/lulu/webhook`);
    gelato.subscribe(`${server.url}/api/print-partners/gelato/webhook`);
  });
  /** A saved book ordered as a Hardcover in the size at `sizeIndex`, delivered to Meera in Bengaluru and paid. */
  async function paidHardcover(browser: Browser, sizeIndex: number) {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-IN' });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const { requestUuid } = await savedBook(page);
    await new PricingPage(page).open(`/initiate-order?requestUuid=${requestUuid}`);
    await new PricingPage(page).showPrice({ phone: '9812345678' });
    await new PlaceOrderPage(page).choose('Hardcover', sizeIndex);
    const checkout = new CheckoutPage(page);
    await checkout.fillDelivery(MEERA);
    await checkout.payWith(CARDS.pays);
    await expect(new ConfirmationPage(page).heading).toHaveText('Payment Successful!', { timeout: 15_000 });
    return { context, page, errors, requestUuid };
  }

  test.afterAll(async () => {
    await server.stop();
    await lulu.close();
    await gelato.close();
  });

  test('the landscape hardcover goes to Lulu with both files, shipped by webhook: the order page shows the courier in English and Hindi', async ({
    browser,
  }) => {
    // Hardcover's third size: Landscape 11 x 8.5 in, Lulu's.
    const { context, page, errors, requestUuid } = await paidHardcover(browser, 3);

    // Built at once (no review window here), then sent: Lulu fetched both files by their signed addresses.
    const job = await expect
      .poll(() => [...lulu.jobs.values()].find((made) => made.external_id === requestUuid), { timeout: 90_000 })
      .toBeTruthy()
      .then(() => [...lulu.jobs.values()].find((made) => made.external_id === requestUuid)!);
    expect(job.printable.interior).toMatch(new RegExp(`^${server.url}/api/print-files/${requestUuid}-interior\\?signed=`));
    expect(job.printable.cover).toMatch(new RegExp(`^${server.url}/api/print-files/${requestUuid}-cover\\?signed=`));
    expect(lulu.seen.fetchedFiles).toEqual(expect.arrayContaining([job.printable.interior, job.printable.cover]));
    expect(job.shipping_address).toMatchObject({ name: 'Meera Rao', city: 'Bengaluru', postcode: '560038', country_code: 'IN' });

    // The day it arrives by: Lulu makes it and carries it from abroad, then, once shipped, only the carrying days are left.
    await page.getByRole('link', { name: 'Where is my book?' }).click();
    const arrival = page.getByText(/^Arrives by \w+day, \d{1,2} \w+$/);
    const promised = await arrival.textContent();
    const shipment = { carrier_name: 'Blue Dart', tracking_id: 'BD123456789IN', tracking_urls: ['https://track.example/BD123456789IN'] };
    expect(await lulu.changeStatus(job.id, 'SHIPPED', { messages: shipment })).toEqual([200]);
    await page.reload();
    await expect(page.getByText('With Blue Dart, tracking number BD123456789IN.')).toBeVisible();
    await expect(arrival).not.toHaveText(promised!);
    await expect(page.getByRole('link', { name: "Track it on Blue Dart's site" })).toHaveAttribute('href', shipment.tracking_urls[0]);

    const say = words('hi');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.getByText(say('orderStatus.tracking', { carrier: 'Blue Dart', number: 'BD123456789IN' }))).toBeVisible();
    await expect(page.getByRole('link', { name: say('orderStatus.track', { carrier: 'Blue Dart' }) })).toHaveAttribute(
      'href',
      shipment.tracking_urls[0],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the square hardcover goes to Gelato as one PDF built to its template, and its parcel shows on the order page', async ({
    browser,
  }) => {
    // Hardcover's first size: Square 8 x 8 in (20 x 20 cm), Gelato's.
    const { context, page, errors, requestUuid } = await paidHardcover(browser, 1);

    // Built to Gelato's template and sent: the fake fetched the one PDF and checked its cover, 34 pages and 4 mm bleed.
    const made = () => [...gelato.orders.values()].find((order) => order.orderReferenceId === requestUuid);
    await expect.poll(made, { timeout: 90_000 }).toBeTruthy();
    const order = made()!;
    expect(order.items[0]).toMatchObject({ productUid: SQUARE_PRODUCT, pageCount: 34 });
    expect(order.items[0].files[0].url).toMatch(new RegExp(`^${server.url}/api/print-files/${requestUuid}-book\\?signed=`));
    expect(order.shippingAddress).toMatchObject({ firstName: 'Meera', lastName: 'Rao', postCode: '560038', country: 'IN' });

    // The day it arrives by, on the order page before and after the partner ships it.
    await page.getByRole('link', { name: 'Where is my book?' }).click();
    const arrival = page.getByText(/^Arrives by \w+day, \d{1,2} \w+$/);
    const promised = await arrival.textContent();
    const parcel = { carrier: 'Delhivery', trackingCode: 'DL987654321IN', trackingUrl: 'https://track.example/DL987654321IN' };
    expect(await gelato.changeStatus(order.id, 'shipped', { parcel })).toEqual([200]);
    await page.reload();
    await expect(page.getByText('With Delhivery, tracking number DL987654321IN.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Track it on Delhivery's site" })).toHaveAttribute('href', parcel.trackingUrl);
    await expect(arrival).not.toHaveText(promised!);
    expect(errors).toEqual([]);
    await context.close();
  });
});
