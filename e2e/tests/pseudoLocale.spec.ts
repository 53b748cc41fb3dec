import { expect, test, type Page } from '@playwright/test';
import { auditTexts, stringsIn } from '../support/pseudoLocaleAudit';
import { SHOP_ROUTES } from '../support/shopRoutes';
import { startStorefront } from '../support/storefrontServer';
import { untilInteractive } from '../support/interactive';

const PORT = 8283;
const SCREENS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

let server: Awaited<ReturnType<typeof startStorefront>>;
test.beforeAll(async () => {
  // The audit reads the pages as the server draws them; a render budget a busy run cannot miss keeps them so.
  server = await startStorefront(PORT, { PSEUDO_LOCALE: 'true', SERVER_RENDER_BUDGET_MS: '5000' });
});
test.afterAll(async () => server.stop());

/** The texts of the shop's data the page holds: those its server drew it with, and those its calls answer. */
function collectData(page: Page): () => Promise<string[]> {
  const answers: Promise<string[]>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('json')) answers.push(response.json().then(stringsIn, () => []));
    // A policy's text comes as markdown: when the browser draws the page (a server render over its budget), it is data too.
    else if (type.includes('markdown'))
      answers.push(
        response.text().then(
          (text) => [text],
          () => [],
        ),
      );
  });
  return async () => {
    const drawnWith = await page
      .locator('#storefront-state')
      .textContent()
      .catch(() => null);
    return [...(drawnWith ? stringsIn(JSON.parse(drawnWith)) : []), ...(await Promise.all(answers)).flat()];
  };
}

test('the audit finds a plain text and a text its box cuts', async ({ page }) => {
  await page.setContent(`
    <p>[Ħḗŀŀǿ ··]</p>
    <p>Left out of the catalogs</p>
    <div style="width: 80px; overflow: hidden; white-space: nowrap"><span>[Ȧ ŀǿƞġ ŀȧƀḗŀ ŧħȧŧ ḋǿḗş ƞǿŧ ƒīŧ ·····]</span></div>
    <p style="width: 60px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">[Ȧƞǿŧħḗř ŀǿƞġ ǿƞḗ ·····]</p>
    <p>Hero Tales</p>
    <p>A story title from the shop's data</p>`);
  const audit = await auditTexts(page, ["A story title from the shop's data, and more"]);
  expect(audit.unwrapped).toEqual(['Left out of the catalogs']);
  expect(audit.clipped).toEqual([expect.stringMatching(/^\[Ȧ ŀǿƞġ.* \(in div\.\)$/), expect.stringMatching(/^\[Ȧƞǿŧħḗř.* \(in p\.\)$/)]);
});

test.describe('every page in the pseudo-language', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test(`has every text from a catalog, none cut off, on a ${screen}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      const findings: Record<string, unknown> = {};
      for (const route of SHOP_ROUTES) {
        const page = await context.newPage();
        const data = collectData(page);
        await page.goto(route.path, { waitUntil: 'networkidle' });
        await untilInteractive(page);
        const audit = await auditTexts(page, await data());
        // An answer that came after the data was read (a list fetched once the network had gone quiet on a busy
        // machine) is drawn by the time the page is read: its texts are data too.
        const later = await data();
        audit.unwrapped = audit.unwrapped.filter((text) => !later.some((value) => value.includes(text)));
        if (audit.unwrapped.length || audit.clipped.length || audit.overflowX) findings[route.path] = audit;
        await page.close();
      }
      await context.close();
      expect(findings).toEqual({});
    });
  }
});
