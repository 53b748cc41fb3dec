import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { ContactPage, FaqPage, FlipbookCataloguePage, FlipbookPage, PolicyPage } from '../support/pages';
import { queryStorefront } from '../support/storefrontDatabase';
import { untilInteractive } from '../support/interactive';

test.describe('content pages, real server', () => {
  test('catalogue -> flipbook -> turn pages -> Go Back returns to the catalogue with its query', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const catalogue = new FlipbookCataloguePage(page);
    await catalogue.open('/flipbook-catalogue?productId=1', { cookies: 'leave' });
    await expect(catalogue.heading).toHaveText('Explore Our Flipbook Collection');
    await expect(catalogue.story('Jungle Explorer')).toBeVisible();
    await expect(catalogue.story('Ocean Quest')).toHaveCount(0);
    await catalogue.sampleBook(/^Open Jungle Explorer sample book 1$/).click();

    await expect(page).toHaveURL(/\/flipbook\?requestUuid=/);
    const flipbook = new FlipbookPage(page);
    await expect(flipbook.heading).toHaveText('Your Magical Flipbook');
    await expect(flipbook.picture(1)).toBeVisible();
    await expect(flipbook.counter).toHaveText(/^Page 1 of \d+$/);
    expect(await flipbook.dataLayerEvents<{ items: { item_id: string }[] }>('view_item')).toEqual([
      expect.objectContaining({ items: [{ item_id: '1' }] }),
    ]);
    const before = await flipbook.counter.textContent();
    await flipbook.next.click();
    await expect(flipbook.counter).not.toHaveText(before!);
    const turned = await flipbook.counter.textContent();
    await flipbook.book.focus();
    await page.keyboard.press('ArrowRight');
    await expect(flipbook.counter).not.toHaveText(turned!);
    await page.keyboard.press('ArrowLeft');
    await expect(flipbook.counter).toHaveText(turned!);

    await flipbook.goBack.click();
    await expect(page).toHaveURL(/\/flipbook-catalogue\?productId=1$/);
    expect(errors).toEqual([]);
  });

  test('every page shows whole, in its own proportions, at 1280, 768 and 360 px', async ({ page }) => {
    const samples = (await (await page.request.get('/api/sample-flipbooks?productId=1')).json()) as {
      flipbooks: { requestUuid: string }[];
    };
    const flipbook = new FlipbookPage(page);
    for (const width of [1280, 768, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await flipbook.open(`/flipbook?requestUuid=${samples.flipbooks[0].requestUuid}`, { cookies: 'leave' });
      await expect(flipbook.picture(1)).toBeVisible();
      await expect
        .poll(() => flipbook.picture(1).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      const drawn = await flipbook.drawnPicture(1);
      expect({ width, inside: drawn.inside }).toEqual({ width, inside: true });
      expect(Math.abs(drawn.drawnRatio - drawn.ownRatio) / drawn.ownRatio).toBeLessThan(0.02);
    }
  });

  test('an unknown story shows that no flipbooks match', async ({ page }) => {
    await new FlipbookCataloguePage(page).open('/flipbook-catalogue?productId=999', { cookies: 'leave' });
    await expect(page.getByText('No flipbooks found matching your criteria.')).toBeVisible();
  });

  test('the contact form refuses a bad email, then sends and stores the message', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open('/contact', { cookies: 'leave' });
    await expect(page.getByText('support@herotales.in').first()).toBeVisible();
    await contact.field('Name').fill('Meera Rao');
    await contact.field('Email').fill('meera@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await contact.field('Subject').fill('Gift wrapping');
    const message = `Can you gift-wrap a book? ${Date.now()}`;
    await contact.field('Message').fill(message);
    await contact.send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(queryStorefront('SELECT case_id FROM cases WHERE message = ?', message)).toHaveLength(0);

    await contact.field('Email').fill('meera@example.com');
    await contact.send.click();
    await expect(page.getByText("Your message has been sent! We'll get back to you soon.")).toBeVisible();
    await expect(contact.field('Message')).toHaveValue('');
    const stored = queryStorefront<{ name: string; email: string; subject: string }>(
      'SELECT name, email, subject FROM cases WHERE message = ?',
      message,
    );
    expect(stored).toEqual([{ name: 'Meera Rao', email: 'meera@example.com', subject: 'Gift wrapping' }]);
  });

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/refund', 'Refund & Cancellation Policy'],
    ['/policies/cookie-policy', 'Cookie Policy'],
    ['/shipping-and-delivery-policy', 'Shipping & Delivery Policy'],
  ]) {
    test(`${path} shows its policy with the Last Updated date`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const policy = new PolicyPage(page);
      await policy.open(path, { cookies: 'leave' });
      await expect(policy.heading).toHaveText(heading);
      await expect(policy.lastUpdated).toBeVisible();
      // A page the server could not draw within its budget on a busy machine is drawn by the browser, which first
      // loads the Markdown renderer: seconds at the start of a run.
      await expect(policy.document.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
      await expect(policy.contactLink).toHaveAttribute('href', '/contact');
      expect(errors).toEqual([]);
    });
  }

  test('the shipping policy carries its Important Notice', async ({ page }) => {
    await new PolicyPage(page).open('/shipping-and-delivery-policy', { cookies: 'leave' });
    await expect(page.getByText('Important Notice')).toBeVisible();
  });

  test('clearing usage data empties the usage record, keeping purchases', async ({ page }) => {
    const privacy = new PolicyPage(page);
    await privacy.open('/privacy', { cookies: 'leave' });
    await page.evaluate(() =>
      localStorage.setItem(
        'usage_data',
        JSON.stringify({
          quickPreviewsCount: 4,
          bookPreviewsCount: 2,
          sessionStart: new Date().toISOString(),
          lastSessionStart: null,
          sessionCount: 5,
          hasPurchased: true,
          lastPurchase: '2026-11-01T10:00:00.000Z',
        }),
      ),
    );
    await page.reload();
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Clear Usage Data' }).click();
    const confirm = privacy.dialog('Clear your usage data?');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Clear Data' }).click();
    await expect(privacy.dialog('Data Cleared')).toBeVisible();
    expect(await privacy.storedValue('usage_data')).toMatchObject({
      quickPreviewsCount: 0,
      bookPreviewsCount: 0,
      sessionCount: 0,
      hasPurchased: true,
      lastPurchase: '2026-11-01T10:00:00.000Z',
    });
    await expect(privacy.dialog('Data Cleared')).toBeHidden({ timeout: 3000 });
  });

  test('accepting the terms stores the agreement and shows it on the next visit', async ({ page }) => {
    const terms = new PolicyPage(page);
    await terms.open('/terms', { cookies: 'leave' });
    await page.getByRole('button', { name: 'Accept Terms' }).click();
    await terms.dialog('Accept the Terms of Service').getByRole('button', { name: 'I Accept' }).click();
    await expect(terms.dialog('Terms Accepted')).toBeVisible();
    await expect(terms.dialog('Terms Accepted')).toBeHidden({ timeout: 3000 });
    expect(await terms.storedValue('termsAgreement')).toMatchObject({ agreed: true, version: expect.stringMatching(/\d{4}$/) });
    await page.reload();
    await untilInteractive(page);
    await expect(page.getByText(/You have already accepted these terms/)).toBeVisible();
  });

  test('the FAQ page lists the general questions and links to contact', async ({ page }) => {
    const faq = new FaqPage(page);
    await faq.open('/faq', { cookies: 'leave' });
    const first = faq.questions('General Information').first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('paragraph')).toBeHidden();
    await first.click();
    await expect(first.getByRole('paragraph')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
