import type { Page } from '@playwright/test';

/**
 * Waits until the page answers input. The shell starts in steps and hydrates after the load event,
 * so a click right after `goto` could reach markup React does not own yet (docs/performance.md).
 */
export async function untilInteractive(page: Page) {
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
