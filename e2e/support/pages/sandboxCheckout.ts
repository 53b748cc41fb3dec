import { expect, type Locator, type Page } from '@playwright/test';

/** The test cards of the sandbox payment provider. */
export const CARDS = { pays: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

/** The payment provider's dialog (the sandbox's, with Razorpay's interface). */
export class SandboxCheckout {
  readonly dialog: Locator;

  constructor(page: Page, amount: RegExp | string = /₹/) {
    this.dialog = page.getByRole('dialog', {
      name: typeof amount === 'string' ? `Hero Tales: ${amount}` : new RegExp(`Hero Tales: ${amount.source}`),
    });
  }

  async payWith(card: string) {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel('Card number').fill(card);
    await this.dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  }

  get cancel(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel' });
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
