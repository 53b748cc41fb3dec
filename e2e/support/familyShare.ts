import { expect, type Browser } from '@playwright/test';
import type { Language } from 'contracts/languages';
import { untilInteractive } from './interactive';
import { FlipbookPage } from './pages';

/**
 * Opens a family share link in a fresh browser (no session, no draft, no cookie of the owner's), checks
 * the book's pictures load and that nothing personal but the child's first name is on the page, and
 * answers the page's text. The browser is the test's kind (its locale too), so the page is in `language`.
 */
export async function openAsFamily(browser: Browser, link: string, personal: string[], language: Language = 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await untilInteractive(page);
  const flipbook = new FlipbookPage(page, language);
  await expect.poll(() => flipbook.picture(1).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const text = await page.locator('body').innerText();
  for (const word of personal) expect(text).not.toContain(word);
  return { page, text, close: () => context.close() };
}
