import { expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { startFakeLulu, type FakeLulu } from '../../api/src/testing/fakeLulu';
import { collectConsoleErrors } from '../support/consoleErrors';
import { CARDS, CheckoutPage, ConfirmationPage, MEERA, PlaceOrderPage, PricingPage } from '../support/pages';
import { savedBook } from '../support/savedBook';
import { E2E_PAGE_OPTIONS, startStorefront } from '../support/storefrontServer';
import { words } from '../support/words';

const PORT = 8184;
const KEYS = { clientKey: 'shop-key', clientSecret: 'shop-secret', webhookSecret: 'shop-secret' };

test.describe('a paid book sent to Lulu (its local fake) by the shop itself, and followed to the door', () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-lulu-'));
  let lulu: FakeLulu;
  let server: Awaited<ReturnType<typeof startStorefront>>;

  test.beforeAll(async () => {
    // The shop's sizes are not Lulu's yet: this fake asks exactly the cover the shop built (the one in its files).
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
      PRINT_PROVIDER: 'lulu',
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
    lulu.subscribe(`${server.url}/api/print-partner/webhook`);
  });
  test.afterAll(async () => {
    await server.stop();
    await lulu.close();
  });

  test('paid, sent with both files, shipped by webhook: the order page shows the courier and its link in English and Hindi', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-IN' });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const { requestUuid } = await savedBook(page);
    await new PricingPage(page).open(`/initiate-order?requestUuid=${requestUuid}`);
    await new PricingPage(page).showPrice({ phone: '9812345678' });
    await new PlaceOrderPage(page).choose('Hardcover');
    const checkout = new CheckoutPage(page);
    await checkout.fillDelivery(MEERA);
    await checkout.payWith(CARDS.pays);
    await expect(new ConfirmationPage(page).heading).toHaveText('Payment Successful!', { timeout: 15_000 });

    // Built at once (no review window here), then sent: Lulu fetched both files by their signed addresses.
    const job = await expect
      .poll(() => [...lulu.jobs.values()].find((made) => made.external_id === requestUuid), { timeout: 90_000 })
      .toBeTruthy()
      .then(() => [...lulu.jobs.values()].find((made) => made.external_id === requestUuid)!);
    expect(job.printable.interior).toMatch(new RegExp(`^${server.url}/api/print-files/${requestUuid}-interior\\?signed=`));
    expect(job.printable.cover).toMatch(new RegExp(`^${server.url}/api/print-files/${requestUuid}-cover\\?signed=`));
    expect(lulu.seen.fetchedFiles).toEqual(expect.arrayContaining([job.printable.interior, job.printable.cover]));
    expect(job.shipping_address).toMatchObject({ name: 'Meera Rao', city: 'Bengaluru', postcode: '560038', country_code: 'IN' });

    const shipment = { carrier_name: 'Blue Dart', tracking_id: 'BD123456789IN', tracking_urls: ['https://track.example/BD123456789IN'] };
    expect(await lulu.changeStatus(job.id, 'SHIPPED', { messages: shipment })).toEqual([200]);
    await page.getByRole('link', { name: 'Where is my book?' }).click();
    await expect(page.getByText('With Blue Dart, tracking number BD123456789IN.')).toBeVisible();
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
});
