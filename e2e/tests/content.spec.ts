import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/consoleErrors';
import { queryStorefront } from '../support/storefrontDatabase';

test.describe('content pages, real server', () => {
  test('catalogue -> flipbook -> turn pages -> Go Back returns to the catalogue with its query', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/flipbook-catalogue?productId=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Our Flipbook Collection');
    const group = page.getByRole('region', { name: 'Jungle Explorer' });
    await expect(group).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ocean Quest' })).toHaveCount(0);
    await group.getByRole('button', { name: /^Open Jungle Explorer sample book 1$/ }).click();

    await expect(page).toHaveURL(/\/flipbook\?requestUuid=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Magical Flipbook');
    await expect(page.getByRole('img', { name: 'Page 1', exact: true })).toBeVisible();
    const counter = page.getByText(/^Page \d+ of \d+$/);
    const before = await counter.textContent();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(counter).not.toHaveText(before!);
    const turned = await counter.textContent();
    const book = page.getByRole('region', { name: /Flipbook/ });
    await book.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(turned!);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(turned!);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/flipbook-catalogue\?productId=1$/);
    expect(errors).toEqual([]);
  });

  test('an unknown story shows that no flipbooks match', async ({ page }) => {
    await page.goto('/flipbook-catalogue?productId=999');
    await expect(page.getByText('No flipbooks found matching your criteria.')).toBeVisible();
  });

  test('the contact form refuses a bad email, then sends and stores the message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('support@herotales.in').first()).toBeVisible();
    await page.getByLabel('Name').fill('Meera Rao');
    await page.getByLabel('Email').fill('meera@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Subject').fill('Gift wrapping');
    const message = `Can you gift-wrap a book? ${Date.now()}`;
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(queryStorefront('SELECT case_id FROM cases WHERE message = ?', message)).toHaveLength(0);

    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Your message has been sent! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
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
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(/^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact');
      expect(errors).toEqual([]);
    });
  }

  test('the shipping policy carries its Important Notice', async ({ page }) => {
    await page.goto('/shipping-and-delivery-policy');
    await expect(page.getByText('Important Notice')).toBeVisible();
  });

  test('clearing usage data empties the usage record, keeping purchases', async ({ page }) => {
    await page.goto('/privacy');
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
    await page.getByRole('button', { name: 'Clear Usage Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your usage data?' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear Data' }).click();
    await expect(page.getByRole('dialog', { name: 'Data Cleared' })).toBeVisible();
    const usage = await page.evaluate(() => JSON.parse(localStorage.getItem('usage_data') ?? '{}'));
    expect(usage).toMatchObject({
      quickPreviewsCount: 0,
      bookPreviewsCount: 0,
      sessionCount: 0,
      hasPurchased: true,
      lastPurchase: '2026-11-01T10:00:00.000Z',
    });
    await expect(page.getByRole('dialog', { name: 'Data Cleared' })).toBeHidden({ timeout: 3000 });
  });

  test('accepting the terms stores the agreement and shows it on the next visit', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Accept Terms' }).click();
    await page.getByRole('dialog', { name: 'Accept the Terms of Service' }).getByRole('button', { name: 'I Accept' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms Accepted' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Terms Accepted' })).toBeHidden({ timeout: 3000 });
    const agreement = await page.evaluate(() => JSON.parse(localStorage.getItem('termsAgreement') ?? '{}'));
    expect(agreement).toMatchObject({ agreed: true, version: expect.stringMatching(/\d{4}$/) });
    await page.reload();
    await expect(page.getByText(/You have already accepted these terms/)).toBeVisible();
  });

  test('the FAQ page lists the general questions and links to contact', async ({ page }) => {
    await page.goto('/faq');
    const faqs = page.getByRole('region', { name: 'General Information' });
    await expect(faqs.locator('details').first()).toBeVisible();
    await faqs.locator('summary').first().click();
    await expect(faqs.locator('details[open] p')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
