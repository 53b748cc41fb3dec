import { expect, test } from '@playwright/test';
import type { BookOrderDraft } from 'shared-contracts';
import { bookWord } from 'contracts/book';
import { STORAGE_KEYS } from 'contracts/constants';
import { collectConsoleErrors } from '../support/consoleErrors';
import {
  BookDetailsPage,
  CARDS,
  CheckoutPage,
  ConfirmationPage,
  FlipbookPage,
  HomePage,
  MEERA,
  PlaceOrderPage,
  PreviewBookPage,
  PricingPage,
  UploadPhotoPage,
} from '../support/pages';
import { openAsFamily } from '../support/familyShare';
import { childPhotoJpeg } from '../support/photos';
import { isPrinted, printedText } from '../support/printedBook';
import { words } from '../support/words';

const say = words('hi');

test.describe('the whole shop in Hindi', () => {
  // On a phone: the journey a parent in India most often takes.
  test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('from the home page to a paid order of a Hindi book for अनाया, whose printed text reads her name in Devanagari', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const errors = collectConsoleErrors(page);
    const home = new HomePage(page, 'hi');
    await home.open('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The catalogue's stories in Hindi, drawn by the server in the first view.
    await expect(page.getByText('उम्र 3-8 साल').first()).toBeVisible();
    await home.personalize('बहादुर खोजी');
    await expect(page.getByText(say('childDetails.story', { title: 'बहादुर खोजी' }))).toBeVisible();

    const details = new BookDetailsPage(page, 'hi');
    await expect(details.heading).toHaveText(say('childDetails.title'));
    await expect(page.getByRole('radio', { name: 'हिन्दी', exact: true })).toBeChecked();
    await details.enter({ firstName: 'अनाया', gender: 'Girl', birthMonth: say('childDetails.birthMonth.april') });
    await expect(page.getByText(say('childDetails.firstName.counter', { length: 3, max: 16 }))).toBeVisible();
    await details.continue();

    const upload = new UploadPhotoPage(page, 'hi');
    await upload.upload(await childPhotoJpeg(), 'anaya.jpg');
    await expect(upload.skinTones.getByRole('radio', { checked: true })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: say('hero.title', { name: 'अनाया' }) })).toBeVisible();
    await upload.chooseForHero('hairStyle', 'plaits');
    await expect(upload.drawnHead).toHaveAttribute('alt', new RegExp(say('hero.value.plaits')));
    await upload.generatePreview.click();

    const preview = new PreviewBookPage(page, 'hi');
    await preview.chooseSecondPictures([1, 2]);
    // The pages are the Hindi story's, the heroine named in them.
    await expect(preview.pageCard(1)).toContainText('अनाया');
    await preview.loadMore.click();
    await preview.chooseSecondPictures([3, 4]);
    await preview.deposit.pay(CARDS.pays);
    await expect(preview.deposit.dialog).toBeHidden({ timeout: 15_000 });
    await expect(preview.drawingRest('अनाया')).toBeVisible();
    await preview.chooseSecondPictures([5, 6, 7, 8, 9, 10, 11, 12]);
    const shown = await preview.printedWords(12);
    expect(shown[0]).toContain('अनाया');
    for (const text of shown) expect(text.length).toBeGreaterThan(40);
    await expect(preview.selectedProgress).toHaveAttribute('aria-valuenow', '100');
    await preview.saveAndProceed.click();
    await expect(page).toHaveURL(/\/initiate-order$/);

    const pricing = new PricingPage(page, 'hi');
    await pricing.showPrice({ phone: '9812345678' });
    await expect(page).toHaveURL(/\/place-order$/);
    const placeOrder = new PlaceOrderPage(page, 'hi');
    await placeOrder.dedication.fill('प्यारी अनाया के लिए,\nदादी की ओर से ढेर सारा प्यार');
    await placeOrder.choose('हार्डकवर');
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
    const checkout = new CheckoutPage(page, 'hi');
    await checkout.fillDelivery({ ...MEERA, state: 'कर्नाटक' });
    await checkout.payWith(CARDS.pays);

    const confirmation = new ConfirmationPage(page, 'hi');
    await expect(confirmation.heading).toHaveText(say('confirmation.success.title'), { timeout: 15_000 });
    await expect(confirmation.card('Order Summary').getByText('बहादुर खोजी')).toBeVisible();
    await expect(confirmation.card('Order Summary').getByText('हार्डकवर')).toBeVisible();

    const { requestUuid } = (await confirmation.storedValue<BookOrderDraft>(STORAGE_KEYS.orderDraft))!;
    // Her own book from the confirmation: her cover, every page, 'समाप्त'; and a link for the family.
    await page.getByRole('link', { name: say('confirmation.success.seeBook') }).click();
    const flipbook = new FlipbookPage(page, 'hi');
    await expect(flipbook.counter).toHaveText(say('flipbook.viewer.position', { number: 1, count: 34 }));
    await expect(flipbook.picture(1)).toHaveAttribute('src', new RegExp(`^/api/generated/${requestUuid}/[\\w-]+-cover\\.webp$`));
    await expect(flipbook.book.getByText('समाप्त')).toBeAttached();
    const family = await openAsFamily(browser, await flipbook.shareLink(), ['meera@example.com', '98123', 'Lake View', 'दादी'], 'hi');
    expect(family.text).toContain('अनाया');
    await family.close();

    // Printed by itself once the book's review window is over.
    await expect.poll(() => isPrinted(requestUuid!), { timeout: 120_000 }).toBe(true);
    // The front's title is drawn on its art; the back names her in a Hindi sentence.
    expect(printedText(requestUuid!, 'cover')[0].replace(/\s+/g, ' ')).toContain(bookWord('hi', 'madeFor', 'अनाया'));
    const printed = printedText(requestUuid!).map((text) => text.replace(/\s+/g, ' ').trim());
    // 'This book belongs to', the dedication typed in the funnel, the title page, then the first story page's words.
    expect(printed[0]).toBe('यह किताब इसकी है');
    // The message, then the line under the code to the book's recordings.
    expect(printed[1]).toBe('प्यारी अनाया के लिए, दादी की ओर से ढेर सारा प्यार अपने परिवार की आवाज़ में यह किताब सुनने के लिए स्कैन करें');
    expect(printed[2]).toContain('अनाया के लिए एक कहानी');
    expect(printed[3]).toContain('अनाया');
    // 'The End' under the last story page's words (page 28), then 'About अनाया'.
    expect(printed[27]).toContain('समाप्त');
    expect(printed[29]).toContain('अनाया के बारे में');
    expect(errors).toEqual([]);
  });
});
