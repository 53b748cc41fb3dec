import { expect, type Locator, type Page } from '@playwright/test';
import { interiorPages } from 'contracts/book';
import type { Language } from 'contracts/languages';
import type { Words } from '../words';
import { SandboxCheckout } from './sandboxCheckout';
import { Shop } from './shop';
import { E2E_PAGE_OPTIONS } from '../storefrontServer';

export interface ChildDetails {
  firstName: string;
  gender: 'Boy' | 'Girl';
  /** The month's name, e.g. 'April'. */
  birthMonth: string;
}

const GENDERS = { Boy: 'childDetails.gender.boy', Girl: 'childDetails.gender.girl' } as const;

/** `/provide-book-details`: the child's first name, gender, age and month of birth. */
export class BookDetailsPage extends Shop {
  get firstName(): Locator {
    return this.page.getByLabel(this.say('childDetails.firstName.label'));
  }

  get age(): Locator {
    return this.page.getByLabel(this.say('childDetails.age.label'), { exact: true });
  }

  async enter({ firstName, gender, birthMonth }: ChildDetails) {
    await this.firstName.fill(firstName);
    await this.page.getByLabel(this.say(GENDERS[gender])).check();
    await this.page.getByLabel(this.say('childDetails.birthMonth.label')).selectOption({ label: birthMonth });
  }

  async continue() {
    await this.page.getByRole('button', { name: this.say('childDetails.continue') }).click();
  }
}

/** `/upload-book-photo`: the consent line, the photo, the server's check and the hero drawn from it. */
export class UploadPhotoPage extends Shop {
  get photo(): Locator {
    return this.page.getByLabel(this.say('uploadPhoto.file.label'));
  }

  get consent(): Locator {
    return this.page.getByRole('checkbox', { name: this.say('consent.book') });
  }

  get skinTones(): Locator {
    return this.page.getByRole('group', { name: this.say('uploadPhoto.skinTone.legend') });
  }

  /** The hero drawn from the look, head close up. */
  get drawnHead(): Locator {
    return this.page.getByRole('img', { name: new RegExp(`^${this.say('hero.headAlt', { description: '' })}`) });
  }

  /** Chooses one value of one attribute of the hero ('hairTexture', 'curly'). */
  async chooseForHero(attribute: string, value: string) {
    await this.page
      .getByRole('group', { name: this.say(`hero.${attribute}`) })
      .getByRole('radio', { name: this.say(`hero.value.${value}`), exact: true })
      .check();
  }

  /** "Which one is {name}?" over a photo with several faces. */
  whichFace(name: string): Locator {
    return this.page.getByRole('region', { name: this.say('uploadPhoto.whichFace.title', { name }) });
  }

  /** The ring over one face of such a photo. */
  face(number: number, count: number): Locator {
    return this.page.getByRole('button', { name: this.say('uploadPhoto.whichFace.face', { number, count }) });
  }

  /** "Who else is in the story?": adds a person ('nani') or a pet ('dog') beside the hero, and answers their card. */
  async addCompanion(kind: 'person' | 'pet', which: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.say(kind === 'person' ? 'companions.addPerson' : 'companions.addPet') }).tap();
    const word = this.say(kind === 'person' ? `companions.relation.${which}` : `companions.animal.${which}`);
    await this.page
      .getByRole('group', { name: this.say('companions.who') })
      .getByRole('button', { name: word, exact: true })
      .tap();
    return this.page.getByRole('group', { name: word, exact: true });
  }

  /** The answer to "Is this {name}?", which starts the preview. */
  confirmHero(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${this.say('hero.confirm', { name })}`) });
  }

  get generatePreview(): Locator {
    return this.page.getByRole('button', { name: this.say('uploadPhoto.generate') });
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

  constructor(
    readonly page: Page,
    private readonly say: Words,
    private readonly language: Language,
  ) {
    this.dialog = page.getByRole('dialog', { name: say('deposit.title') });
  }

  async fill({ name, email, phone }: { name: string; email: string; phone: string }) {
    await this.dialog.getByLabel(this.say('deposit.name.label')).fill(name);
    await this.dialog.getByLabel(this.say('deposit.email.label')).fill(email);
    await this.dialog.getByLabel(this.say('deposit.phone.label'), { exact: true }).fill(phone);
  }

  get payNow(): Locator {
    return this.dialog.getByRole('button', { name: this.say('deposit.payNow') });
  }

  /** Fills the contact, then pays the deposit with a test card in the provider's dialog. */
  async pay(card: string) {
    await this.openProviderDialog();
    await new SandboxCheckout(this.page, '₹99.00', this.language).payWith(card);
  }

  /** Pays with a card the bank declines, then closes the provider's dialog. */
  async payDeclined() {
    await this.openProviderDialog();
    await new SandboxCheckout(this.page, '₹99.00', this.language).declineAndGiveUp();
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
    return this.dialog.getByRole('button', { name: this.say('deposit.goBack') });
  }

  get restore(): Locator {
    return this.page.getByRole('button', { name: this.say('deposit.restore') });
  }

  /** What comes before the dialog, while the pictures of the pages before the deposit are chosen. */
  get upcoming(): Locator {
    return this.page.getByText(this.say('deposit.upcoming', { freePages: 4, amount: '₹99.00' }));
  }
}

/** `/preview-book`: the pages as they are drawn, a picture chosen for each, the deposit when due. */
export class PreviewBookPage extends Shop {
  get deposit(): DepositDialog {
    return new DepositDialog(this.page, this.say, this.language);
  }

  pageCard(pageNumber: number): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^${this.say('preview.page.title', { number: pageNumber, title: '' })}`) });
  }

  get loadMore(): Locator {
    return this.page.getByRole('button', { name: this.say('preview.loadMore') });
  }

  /** What the preview says once the deposit is received, while the rest of the book is drawn by itself. */
  drawingRest(name: string): Locator {
    return this.page.getByRole('status').filter({ hasText: this.say('preview.drawingRest', { amount: '₹99.00', name }) });
  }

  /** "Your book, page by page": the whole book as it prints, once every page has its picture. */
  get wholeBook(): Locator {
    return this.page.getByRole('region', { name: this.say('preview.wholeBook.title') });
  }

  /** The words of each story page as "Your book, page by page" prints them, on the left page of its spread (the book's page list). */
  async printedWords(storyPages: number): Promise<string[]> {
    const inside = interiorPages(Array.from({ length: storyPages }, (_, i) => i + 1));
    const texts: string[] = [];
    for (let story = 1; story <= storyPages; story += 1) {
      const number = inside.findIndex((entry) => entry.kind === 'words' && entry.pageNumber === story) + 1;
      const page = this.say('preview.wholeBook.page', { number });
      texts.push(await this.wholeBook.getByRole('button', { name: this.say('preview.wholeBook.open', { page }) }).innerText());
    }
    return texts;
  }

  get saveAndProceed(): Locator {
    return this.page.getByRole('button', { name: this.say('preview.save') });
  }

  get selectedProgress(): Locator {
    return this.page.getByRole('progressbar', { name: this.say('preview.progress.selected') });
  }

  /** Chooses each page's second picture, once the page has its pictures. */
  async chooseSecondPictures(pageNumbers: number[]) {
    for (const pageNumber of pageNumbers) {
      const card = this.pageCard(pageNumber);
      await expect(card.getByRole('img').first()).toBeVisible({ timeout: 30_000 });
      await card.getByRole('button', { name: this.say('carousel.next') }).click();
      await expect(card.getByText(this.say('carousel.counter', { number: 2, count: E2E_PAGE_OPTIONS }))).toBeVisible();
      await card.getByRole('button', { name: this.say('preview.page.select') }).click();
      await expect(card.getByText(this.say('preview.page.optionSelected', { option: 2 }))).toBeVisible();
    }
  }
}
