import { expect, test, type Locator } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { untilInteractive } from '../support/interactive';

test.describe('the shop in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test("a first visit follows the browser's language; the switch changes the page in place and is remembered", async ({ page }) => {
    await page.goto('/faq');
    await untilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('अक्सर पूछे जाने वाले प्रश्न | Hero Tales');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/faq\?lang=hi$/);

    await header.getByRole('link', { name: 'English' }).click();
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page).toHaveTitle('Frequently Asked Questions | Hero Tales');

    // The choice outlives the page: the server draws the next one in English, whatever the browser prefers.
    await page.reload();
    await untilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
  });

  test('a sample book reads in Hindi, its words set beside its pictures, and in English after the switch', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/flipbook-catalogue?productId=1');
    await untilInteractive(page);
    await page.getByRole('region', { name: 'जंगल का खोजी' }).getByRole('button', { name: 'जंगल का खोजी की नमूना पुस्तक 1 खोलें' }).click();
    await expect(page).toHaveURL(/\/flipbook\?requestUuid=/);
    const loaded = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    // The first story page's picture carries no words: the book sets them on the page facing it, in its language.
    const firstPicture = page.locator('img[src$="/sample-v0-scene-01-960.webp"]');
    // The cover and "This book belongs to", then the dedication and the title page, then the first spread.
    await expect(page.getByText('आरव के लिए एक कहानी')).toBeAttached();
    for (let spread = 0; spread < 2; spread += 1) await page.getByRole('button', { name: 'अगला पृष्ठ' }).click();
    await expect(page.getByText(/^यह है आरव/)).toBeVisible();
    await expect(firstPicture).toBeVisible();
    await expect.poll(() => loaded(firstPicture)).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    // The book stays open at the same spread, its words now in English.
    await expect(page.getByText('A story for Aarav')).toBeAttached();
    await expect(page.getByText(/^This is Aarav/)).toBeVisible();
    await expect(firstPicture).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a link shared in Hindi', () => {
  test.use({ locale: 'en-IN' });

  test('opens the page in Hindi for any browser, and the next pages follow it', async ({ page }) => {
    await page.goto('/about?lang=hi');
    await untilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('contentinfo')).toContainText('सर्वाधिकार सुरक्षित');
    await page.getByRole('banner').getByRole('link', { name: 'संपर्क' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.reload();
    await untilInteractive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('संपर्क करें | Hero Tales');
  });
});

test.describe('the home page in Hindi', () => {
  test('is drawn in Hindi on the server and hydrated in Hindi, story cards included', async ({ page, request }) => {
    const drawn = await request.get('/?lang=hi', { headers: { accept: 'text/html' } });
    expect(drawn.headers()['x-rendered-by']).toBe('server');
    const html = await drawn.text();
    expect(html).toContain('आपका बच्चा, कहानी का नायक');
    // The stories' own words in Hindi, from the catalogue's Hindi call, in the first view.
    expect(html).toContain('बहादुर खोजी');
    expect(html).toContain('हार्डकवर, शुरुआती कीमत');

    const errors = collectConsoleErrors(page);
    await page.goto('/?lang=hi');
    await untilInteractive(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका बच्चा, कहानी का नायक');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByRole('button', { name: 'नमूना पुस्तकें देखें' })).toBeVisible();
    await expect(firstCard.getByRole('heading')).toHaveText('बहादुर खोजी');
    // Hydrated: the page's own buttons work (the hero's scrolls to the stories).
    await page.getByRole('button', { name: 'कहानियाँ देखें' }).click();
    await expect(page.getByRole('heading', { name: 'अपना रोमांच चुनें' })).toBeInViewport();
    // A hydration mismatch (a text drawn in another language by the browser) is logged as an error.
    expect(errors).toEqual([]);
  });
});
