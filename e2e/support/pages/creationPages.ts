import { expect, type Locator, type Page } from '@playwright/test';
import { SandboxCheckout } from './sandboxCheckout';
import { Shop } from './shop';

export interface ChildDetails {
  firstName: string;
  gender: 'Boy' | 'Girl';
  /** The month's name, e.g. 'April'. */
  birthMonth: string;
}

/** `/provide-book-details`: the child's first name, gender, age and month of birth. */
export class BookDetailsPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  get firstName(): Locator {
    return this.page.getByLabel('First name of child');
  }

  get age(): Locator {
    return this.page.getByLabel('Age', { exact: true });
  }

  async enter({ firstName, gender, birthMonth }: ChildDetails) {
    await this.firstName.fill(firstName);
    await this.page.getByLabel(gender).check();
    await this.page.getByLabel('Month of birth').selectOption({ label: birthMonth });
  }

  async continue() {
    await this.page.getByRole('button', { name: 'Continue to Upload Photo' }).click();
  }
}

/** `/upload-book-photo`: the consent line, the photo, the server's check and the skin tone. */
export class UploadPhotoPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  get photo(): Locator {
    return this.page.getByLabel(/Choose a photo/);
  }

  get consent(): Locator {
    return this.page.getByRole('checkbox', { name: /parent or guardian/ });
  }

  get skinTones(): Locator {
    return this.page.getByRole('group', { name: 'Skin tone for the illustrations' });
  }

  get generatePreview(): Locator {
    return this.page.getByRole('button', { name: 'Click to generate preview' });
  }

  /** Ticks the consent line, then chooses the photo. */
  async upload(bytes: Buffer, name = 'child.jpg') {
    await this.consent.check();
    await this.photo.setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  }
}

/** The 'Token Payment Required' dialog over the preview. */
export class DepositDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Token Payment Required' });
  }

  async fill({ name, email, phone }: { name: string; email: string; phone: string }) {
    await this.dialog.getByLabel('Name').fill(name);
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByLabel('Phone', { exact: true }).fill(phone);
  }

  get payNow(): Locator {
    return this.dialog.getByRole('button', { name: 'Pay Now' });
  }

  /** Fills the contact, then pays the deposit with a test card in the provider's dialog. */
  async pay(card: string) {
    await this.openProviderDialog();
    await new SandboxCheckout(this.page, '₹99.00').payWith(card);
  }

  /** Pays with a card the bank declines, then closes the provider's dialog. */
  async payDeclined() {
    await this.openProviderDialog();
    await new SandboxCheckout(this.page, '₹99.00').declineAndGiveUp();
  }

  private async openProviderDialog() {
    await expect(this.dialog).toBeVisible({ timeout: 30_000 });
    await this.fill({ name: 'Meera Rao', email: 'meera@example.com', phone: '98123 45678' });
    await this.payNow.click();
  }

  /** The ways a visitor might try to close the dialog other than its buttons: Escape and a click beside it. */
  async tryToDismiss() {
    await this.page.keyboard.press('Escape');
    await this.page.mouse.click(5, 5);
  }

  get goBack(): Locator {
    return this.dialog.getByRole('button', { name: 'Go Back' });
  }

  get restore(): Locator {
    return this.page.getByRole('button', { name: 'Click here to Proceed' });
  }
}

/** `/preview-book`: the pages as they are drawn, a picture chosen for each, the deposit when due. */
export class PreviewBookPage extends Shop {
  readonly deposit: DepositDialog;

  constructor(page: Page) {
    super(page);
    this.deposit = new DepositDialog(page);
  }

  pageCard(pageNumber: number): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^Page ${pageNumber}: `) });
  }

  get loadMore(): Locator {
    return this.page.getByRole('button', { name: 'Load More Pages' });
  }

  get saveAndProceed(): Locator {
    return this.page.getByRole('button', { name: 'Save All Selected Pages & Proceed' });
  }

  get selectedProgress(): Locator {
    return this.page.getByRole('progressbar', { name: 'Pages selected' });
  }

  /** Chooses each page's second picture, once the page has its pictures. */
  async chooseSecondPictures(pageNumbers: number[]) {
    for (const pageNumber of pageNumbers) {
      const card = this.pageCard(pageNumber);
      await expect(card.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Next image' }).click();
      await expect(card.getByText('2 of 3')).toBeVisible();
      await card.getByRole('button', { name: 'Select this picture' }).click();
      await expect(card.getByText('Option 2 selected')).toBeVisible();
    }
  }
}
