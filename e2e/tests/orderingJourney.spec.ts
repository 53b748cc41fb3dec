import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors } from '../support/consoleErrors';
import { openAsFamily } from '../support/familyShare';
import { untilInteractive } from '../support/interactive';
import { outboxMessageFor } from '../support/outbox';
import { CARDS, CheckoutPage, ConfirmationPage, FlipbookPage, MEERA } from '../support/pages';
import { isPrinted, printedText } from '../support/printedBook';
import { savedBook } from '../support/savedBook';
import { ENTER_ADDRESS, toCheckout } from '../support/toCheckout';

test.describe('ordering journey, real server, sandbox payment', () => {
  test.setTimeout(180_000);

  test('from a saved book to a paid order with a coupon, and the confirmation shows the order', async ({ page, browser }) => {
    const errors = collectConsoleErrors(page);
    const { requestUuid } = await savedBook(page);
    const pricingFaq = page.getByRole('region', { name: 'Questions about printing' });
    const checkout = await toCheckout(page, requestUuid);
    // The URL changes before the checkout's screen replaces the print options' (with their FAQ): wait for it.
    await expect(pricingFaq).toHaveCount(0);

    await expect(checkout.summary).toContainText(ENTER_ADDRESS);
    const { delivery } = checkout;
    await expect(delivery.getByLabel('State')).not.toHaveValue('');
    await expect(delivery.getByLabel('Phone code')).toHaveText('+91');
    await delivery.getByLabel('Country').selectOption('US');
    await expect(delivery.getByLabel('Phone code')).toHaveText('+1');
    await expect(delivery.getByLabel('State')).toHaveValue('AL');
    await delivery.getByLabel('Country').selectOption('IN');
    await expect(delivery.getByLabel('State')).toHaveValue('AN');
    await checkout.fillDelivery();

    await expect(checkout.summary.getByText('₹1,499.00').first()).toBeVisible();
    await checkout.applyCoupon('herotale10');
    await expect(checkout.summary.getByText('10% off your storybook')).toBeVisible();
    await expect(checkout.summary.getByText('Discount (HEROTALE10)')).toBeVisible();
    // The coupon takes 10% off the book's ₹1,499.00, then the ₹99.00 deposit paid before is counted.
    await expect(checkout.summary.getByText('Deposit paid, counted towards your book')).toBeVisible();
    const total = '₹1,250.10';
    await expect(checkout.summary.getByText(total, { exact: true })).toBeVisible();

    await checkout.payWith(CARDS.pays);
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    const confirmation = new ConfirmationPage(page);
    await expect(confirmation.heading).toHaveText('Payment Successful!', { timeout: 15_000 });
    const card = confirmation.card('Order Summary');
    await expect(card.getByText(requestUuid)).toBeVisible();
    await expect(card.getByText('The Brave Little Explorer')).toBeVisible();
    await expect(card.getByText('Hardcover')).toBeVisible();
    await expect(card.getByText('Square 8 x 8 in (20 x 20 cm)')).toBeVisible();
    await expect(card.getByText(total, { exact: true })).toBeVisible();
    await expect(card.getByText('₹99.00')).toBeVisible();
    await expect(card.getByText('Razorpay')).toBeVisible();
    await expect(card.getByText(/^pay_sbx_/)).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(confirmation.card('Delivery Information').getByText('12 Lake View Road')).toHaveText(
      'Meera, Rao, 12 Lake View Road, Indiranagar, Bengaluru, KA, 560038',
    );
    await expect(page.getByText('Within 10 business days')).toBeVisible();
    expect((await confirmation.storedValue<{ hasPurchased: boolean }>('usage_data'))?.hasPurchased).toBe(true);
    // The receipt the page promises is in the outbox, with the order's fields.
    const receipt = await outboxMessageFor(requestUuid, 'Your Hero Tales receipt');
    expect(receipt).toContain('To: meera@example.com');
    expect(receipt).toContain(`Amount Paid: ${`INR ${total.replace(/[₹,]/g, '')}`}`);
    expect(receipt).toContain('Deposit paid (counted towards the book): INR 99.00');
    // 'Where is my book?' from the confirmation: paid today, not printed yet, and still to change.
    await page.getByRole('link', { name: 'Where is my book?' }).click();
    await expect(page).toHaveURL(/\/order-status$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where is my book?');
    const steps = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(steps.nth(0)).toHaveAttribute('data-done', 'true');
    await expect(steps.nth(1)).toContainText('Not yet');
    await expect(page.getByRole('region', { name: 'What you paid' })).toContainText(total);
    const change = page.getByRole('region', { name: 'Change your book' });
    await expect(change).toContainText(/Until .+ you can still change a picture, Kabir's name or the message, at no charge\./);
    await change.getByLabel('A message for the book (optional)').fill('For Kabir,\nwith love from Nani and Nana');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(change.getByText('Saved. Your book will be printed with these changes.')).toBeVisible();

    // The book itself, from the order page: their own cover, every page, the end; and a link for the family.
    await page.getByRole('link', { name: 'See your book and share it with the family' }).click();
    await expect(page).toHaveURL(/\/flipbook$/);
    const flipbook = new FlipbookPage(page);
    // The cover, the 32 pages inside, the back cover.
    await expect(flipbook.counter).toHaveText('Page 1 of 34');
    await expect(flipbook.picture(1)).toHaveAttribute('src', new RegExp(`^/api/generated/${requestUuid}/[\\w-]+-cover\\.webp$`));
    await expect(flipbook.book.getByText('The End')).toBeAttached();
    // Its pages are the ordered size's, Square 8 x 8 in: each story page is the picture the print draws for the
    // square sheet, its 0.125 in bleed trimmed (8 in of the 8.25 in sheet each way).
    await flipbook.turnTo(6);
    await expect(flipbook.picture(6)).toHaveAttribute(
      'src',
      new RegExp(`^/api/generated/${requestUuid}/[\\w-]+-p1-o\\d-print-800x800g\\d+\\.webp$`),
    );
    await expect.poll(() => flipbook.picture(6).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
    const shown = await flipbook.shownPart(6);
    expect(shown.pageRatio).toBeCloseTo(1, 1);
    for (const share of [shown.width, shown.height]) expect(share).toBeCloseTo(8 / 8.25, 2);
    for (const share of [shown.left, shown.top]) expect(share).toBeCloseTo(0.125 / 8.25, 2);
    const family = await openAsFamily(browser, await flipbook.shareLink(), ['meera@example.com', '98123', 'Lake View', 'Meera', 'Nani']);
    await expect(family.page.getByRole('heading', { level: 1 })).toHaveText("Kabir's book");
    // Stopped on the order page, the link no longer opens the book.
    await page.goBack();
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Sharing stopped: the links you sent no longer open the book.')).toBeVisible();
    await family.page.reload();
    await expect(family.page.getByText('This link to the book no longer works. Ask whoever shared it for a new one.')).toBeVisible();
    await family.close();
    // The receipt's link shows the same page on another device, with no draft and no session.
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto(/Where is my book\?: (http\S+)/.exec(receipt)![1]);
    await untilInteractive(phone);
    await expect(phone.getByText(/from our print shop to your door/)).toBeVisible();
    await otherDevice.close();

    // The window over, the book goes to print by itself with the changed message, and the child's photo is gone.
    await expect.poll(() => isPrinted(requestUuid), { timeout: 90_000 }).toBe(true);
    expect(printedText(requestUuid)[1].replace(/\s+/g, ' ').trim()).toBe(
      'For Kabir, with love from Nani and Nana Scan to hear this book read by your family',
    );
    expect(existsSync(path.join(process.env.E2E_DATA_DIR!, 'photos', requestUuid))).toBe(false);
    // Sent to print by itself a moment after it is built.
    await expect(async () => {
      await page.reload();
      await expect(steps.nth(1)).toHaveAttribute('data-done', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(change).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the payment-failed email's 'Try again' reaches the order on another device, and only with its link", async ({ page, browser }) => {
    const { requestUuid } = await savedBook(page, 'Vihaan');
    const checkout = await toCheckout(page, requestUuid);
    await checkout.fillDelivery();
    await checkout.payDeclined();
    await expect(checkout.heading).toHaveText('Payment Unsuccessful', { timeout: 15_000 });
    const email = await outboxMessageFor(requestUuid, 'Your payment did not go through');
    const link = /Try again: (http\S+)/.exec(email)![1];

    // Someone who only knows the request id gets nowhere.
    const stranger = await browser.newContext();
    const strangersCheckout = new CheckoutPage(await stranger.newPage());
    await strangersCheckout.open(`/checkout?requestUuid=${requestUuid}`);
    await strangersCheckout.saveDelivery({ ...MEERA, firstName: 'Mallory' });
    await expect(strangersCheckout.page.getByRole('alert').first()).toBeVisible();
    await expect(strangersCheckout.payNow).toHaveCount(0);
    await stranger.close();

    // The parent on another phone: no draft, no session, only the email.
    const otherDevice = await browser.newContext();
    const phone = new CheckoutPage(await otherDevice.newPage());
    await phone.open(link);
    await expect(phone.page).toHaveURL(/\/checkout$/);
    await phone.fillDelivery();
    await phone.payWith(CARDS.pays);
    await expect(phone.heading).toHaveText('Payment Successful!', { timeout: 15_000 });
    await otherDevice.close();
  });
});
