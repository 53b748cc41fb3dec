import { expect, test } from '@playwright/test';

const SECTIONS = ['hero', 'quick_preview', 'products', 'how_it_works', 'testimonials', 'benefits', 'about'];

test.describe('home page', () => {
  test('reports each of the seven sections once, with the session id, as they come into view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    const sectionViews = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event: string; section_name?: string; session_id?: string }[] }).dataLayer.filter(
          (e) => e.event === 'section_view',
        ),
      );
    for (const section of SECTIONS) {
      await page.locator(`[data-section="${section}"]`).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await sectionViews()).some((view) => view.section_name === section)).toBe(true);
    }
    // Scrolling back over every section reports none of them again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-section="hero"]')).toBeInViewport();
    const views = await sectionViews();
    expect(views.map((v) => v.section_name).sort()).toEqual([...SECTIONS].sort());
    const sessionId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session_id') ?? '{}').id);
    expect(views.every((v) => v.session_id === sessionId)).toBe(true);
  });

  test('the hero buttons scroll to products, quick preview and how it works', async ({ page }) => {
    await page.goto('/');
    for (const [button, heading] of [
      ['Browse Stories', 'Choose Your Adventure'],
      ['Try a Quick Preview', 'Quick Preview'],
      ['How It Works', 'How It Works'],
    ]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('region', { name: 'Your Child, The Hero' }).getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
    }
  });

  test('testimonials change every 5 seconds', async ({ page }) => {
    await page.goto('/');
    const quote = page.getByRole('region', { name: 'What Parents Say' }).locator('blockquote');
    const first = await quote.textContent();
    await expect(quote).not.toHaveText(first!, { timeout: 7000 });
  });
});
