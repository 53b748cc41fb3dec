import { expect, test } from '@playwright/test';
import { HOME_SECTIONS, HomePage, type HomeSection } from '../support/pages';

const SECTIONS = Object.keys(HOME_SECTIONS) as HomeSection[];

test.describe('home page', () => {
  test('reports each of the seven sections once, with the session id, as they come into view', async ({ page }) => {
    const home = new HomePage(page);
    await home.open('/');
    await expect(home.productCards.first()).toBeVisible();
    const sectionViews = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event: string; section_name?: string; session_id?: string }[] }).dataLayer.filter(
          (e) => e.event === 'section_view',
        ),
      );
    for (const section of SECTIONS) {
      await home.section(section).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await sectionViews()).some((view) => view.section_name === section)).toBe(true);
    }
    // Scrolling back over every section reports none of them again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(home.section('hero')).toBeInViewport();
    const views = await sectionViews();
    expect(views.map((v) => v.section_name).sort()).toEqual([...SECTIONS].sort());
    const sessionId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session_id') ?? '{}').id);
    expect(views.every((v) => v.session_id === sessionId)).toBe(true);
  });

  test('reports view_item once for each story whose card comes into view', async ({ page }) => {
    const home = new HomePage(page);
    await home.open('/');
    await home.section('products').scrollIntoViewIfNeeded();
    const cards = await home.productCards.all();
    for (const card of cards) await card.scrollIntoViewIfNeeded();
    const viewItems = () => home.dataLayerEvents<{ items: { item_id: string; item_name: string }[] }>('view_item');
    await expect.poll(async () => (await viewItems()).length).toBe(cards.length);
    // Scrolling back over the cards reports none of them again.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const card of cards) await card.scrollIntoViewIfNeeded();
    const views = await viewItems();
    const ids = views.map((view) => view.items[0].item_id);
    expect(new Set(ids).size).toBe(cards.length);
    expect(ids).toHaveLength(cards.length);
    expect(views[0].items[0].item_name).toEqual(expect.any(String));
  });

  test('the hero buttons scroll to products, quick preview and how it works', async ({ page }) => {
    const home = new HomePage(page);
    await home.open('/', { cookies: 'leave' });
    for (const [button, section] of [
      ['Browse Stories', 'products'],
      ['Try a Quick Preview', 'quick_preview'],
      ['How It Works', 'how_it_works'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await home.section('hero').getByRole('button', { name: button }).click();
      await expect(home.section(section).getByRole('heading', { level: 2, name: HOME_SECTIONS[section], exact: true })).toBeInViewport();
    }
  });

  test('testimonials change every 5 seconds', async ({ page }) => {
    const home = new HomePage(page);
    await home.open('/', { cookies: 'leave' });
    await home.reveal('testimonials');
    const quote = home.section('testimonials').getByRole('blockquote');
    const first = await quote.textContent();
    await expect(quote).not.toHaveText(first!, { timeout: 7000 });
  });
});
