import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from 'contracts/languages';

/** The test cards of the sandbox payment provider. */
export const CARDS = { pays: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** The sandbox dialog's words in each language of the page it opens on (api/public/sandbox-checkout.js). */
const WORDS = {
  en: { card: 'Card number', pay: /^Pay ₹/, cancel: 'Cancel' },
  hi: { card: 'कार्ड नंबर', pay: /^₹.* चुकाएँ$/, cancel: 'रद्द करें' },
} as const;

/** The payment provider's dialog (the sandbox's, with Razorpay's interface). */
export class SandboxCheckout {
  readonly dialog: Locator;
  private readonly words: (typeof WORDS)[Language];

  constructor(page: Page, amount: RegExp | string = /₹/, language: Language = 'en') {
    this.words = WORDS[language];
    this.dialog = page.getByRole('dialog', {
      name: typeof amount === 'string' ? `Hero Tales: ${amount}` : new RegExp(`Hero Tales: ${amount.source}`),
    });
  }

  async payWith(card: string) {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel(this.words.card).fill(card);
    await this.dialog.getByRole('button', { name: this.words.pay }).click();
  }

  get cancel(): Locator {
    return this.dialog.getByRole('button', { name: this.words.cancel });
  }

  /** What the dialog says after an attempt it refused. */
  get message(): Locator {
    return this.dialog.getByRole('alert');
  }

  /** A declined card: the dialog says so and stays open for another try, until the payer gives up. */
  async declineAndGiveUp() {
    await this.payWith(CARDS.declined);
    await expect(this.message).toHaveText('Your card was declined by the bank. Try another card, or cancel.');
    await this.cancel.click();
    await expect(this.dialog).toBeHidden();
  }
}
