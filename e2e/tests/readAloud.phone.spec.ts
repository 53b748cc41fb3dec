import { expect, test, type Browser, type Page } from '@playwright/test';
import { LISTEN_LINK_HEADER } from 'contracts/constants';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { collectConsoleErrors } from '../support/consoleErrors';
import { untilInteractive } from '../support/interactive';
import { CARDS, ConfirmationPage, FlipbookPage } from '../support/pages';
import { isPrinted, printedCode } from '../support/printedBook';
import { savedBook } from '../support/savedBook';
import { toCheckout } from '../support/toCheckout';

// Chromium's own microphone: a steady beep, allowed without asking, so each page is really recorded, sent and made playable.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** The first story page's words are the book's fifth page, the second's its seventh (page 1's picture between). */
const WORDS_PAGE = { 1: 5, 2: 7 } as const;

/** Records the open page for about two seconds, listens back, and keeps it. */
async function recordOpenPage(page: Page, storyPage: number, reader: string) {
  const recorder = page.getByRole('region', { name: `Read page ${storyPage} aloud` });
  await recorder.getByRole('button', { name: 'Record this page' }).tap();
  const meter = recorder.getByRole('meter', { name: 'Microphone level' });
  await expect(meter).toBeVisible();
  // The fake microphone's beep moves the meter.
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(recorder.getByRole('timer')).toHaveText(/^0:0[2-9] of 1:30$/, { timeout: 5_000 });
  await recorder.getByRole('button', { name: 'Stop recording' }).tap();
  await expect(recorder.getByLabel('Your recording')).toBeVisible();
  await recorder.getByRole('button', { name: 'Keep this recording' }).tap();
  await expect(recorder.getByText(`Kept. Page ${storyPage} is now read by ${reader}.`)).toBeVisible({ timeout: 15_000 });
}

/** A phone of the family's own: no session, no draft, the microphone allowed. */
async function familyPhone(browser: Browser, link: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
  });
  const page = await context.newPage();
  await page.goto(link);
  await untilInteractive(page);
  return { page, flipbook: new FlipbookPage(page), close: () => context.close() };
}

test('the family reads the book aloud: the parent records page 1, Nani page 2 by her link, the family hears both, the printed code plays them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  const { requestUuid } = await savedBook(page);
  const checkout = await toCheckout(page, requestUuid);
  await checkout.fillDelivery();
  await checkout.payWith(CARDS.pays);
  await expect(new ConfirmationPage(page).heading).toHaveText('Payment Successful!', { timeout: 15_000 });

  // The parent reads page 1 in their own flipbook.
  await page.goto('/flipbook');
  await untilInteractive(page);
  const flipbook = new FlipbookPage(page);
  await expect(page.getByRole('heading', { name: 'Read aloud by the family' })).toBeVisible();
  await expect(page.getByText('Turn to a page of the story to read it aloud.')).toBeVisible();
  await flipbook.turnTo(WORDS_PAGE[1]);
  await page.getByLabel('Who is reading?').fill('Mummy');
  await recordOpenPage(page, 1, 'Mummy');
  await expect(page.getByText('Page 1 is read by Mummy (0:0', { exact: false })).toBeVisible();

  // A record link for Nani, as WhatsApp would carry it.
  await page.getByLabel('Their name, as Kabir calls them').fill('Nani');
  await page.getByRole('button', { name: 'Make a link to record' }).tap();
  const send = page.getByRole('listitem').filter({ hasText: 'For Nani' }).getByRole('link', { name: 'Send on WhatsApp' });
  const whatsApp = new URL((await send.getAttribute('href'))!);
  const recordLink = /(http\S+#share=\S+&record=\S+)$/.exec(whatsApp.searchParams.get('text')!)![1];

  // Nani on her phone: she reads page 2, as Nani, whatever she would type.
  const nani = await familyPhone(browser, recordLink);
  await expect(nani.page.getByText("Nani, the family asks you to read Kabir's book aloud.", { exact: false })).toBeVisible();
  await nani.flipbook.turnTo(WORDS_PAGE[2]);
  await expect(nani.page.getByText('You are reading as Nani.')).toBeVisible();
  await recordOpenPage(nani.page, 2, 'Nani');
  await nani.close();

  // The family's share link: "Read to me" plays page 1 by Mummy, then turns to page 2 and plays it by Nani.
  const family = await familyPhone(browser, await flipbook.shareLink());
  await expect(family.page.getByRole('heading', { name: 'Read aloud by the family' })).toBeVisible();
  await expect(family.page.getByRole('button', { name: 'Record this page' })).toHaveCount(0);
  await family.page.getByRole('button', { name: 'Read to me' }).tap();
  await expect(family.page.getByText('Playing page 1, read by Mummy.')).toBeVisible();
  await expect(family.flipbook.counter).toHaveText(`Page ${WORDS_PAGE[1]} of 34`);
  await expect(family.page.getByText('Playing page 2, read by Nani.')).toBeVisible({ timeout: 15_000 });
  await expect(family.flipbook.counter).toHaveText(`Page ${WORDS_PAGE[2]} of 34`);
  // Both end: the last recording over, nothing plays.
  await expect(family.page.getByRole('button', { name: 'Read to me' })).toBeVisible({ timeout: 15_000 });
  await family.close();

  // The review window over, the book is printed with the code on its dedication page: it opens the recordings.
  await expect.poll(() => isPrinted(requestUuid), { timeout: 90_000 }).toBe(true);
  const listenUrl = printedCode(requestUuid, 1);
  expect(listenUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/flipbook#listen=${requestUuid}\\.`));
  const listen = new URL(listenUrl!).hash.slice('#listen='.length);
  const answer = await page.request.get('/api/listened-books', { headers: { [LISTEN_LINK_HEADER]: listen } });
  expect(answer.status()).toBe(200);
  const child = await familyPhone(browser, listenUrl!);
  await expect(child.page.getByRole('heading', { level: 1 })).toHaveText("Hear Kabir's book");
  await expect(child.page.getByText(/^Page 1 · read by Mummy · 0:0\d$/)).toBeVisible();
  await expect(child.page.getByText(/^Page 2 · read by Nani · 0:0\d$/)).toBeVisible();
  await child.close();
  expect(errors).toEqual([]);
});
