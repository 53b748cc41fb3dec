import { expect, type Locator, type Page } from '@playwright/test';
import { SandboxCheckout } from './sandboxCheckout';
import { Shop } from './shop';

/** `/initiate-order`: the contact for the order, then its price. */
export class PricingPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  field(label: 'Name' | 'Email address' | 'Phone number' | 'Delivery Country'): Locator {
    return this.page.getByLabel(label);
  }

  async showPrice({ phone, country = 'IN' }: { phone?: string; country?: string } = {}) {
    if (phone !== undefined) await this.field('Phone number').fill(phone);
    await this.field('Delivery Country').selectOption(country);
    await this.page.getByRole('button', { name: 'Show Price' }).click();
  }
}

/** `/place-order`: a card per print type. */
export class PlaceOrderPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  option(printType: string): Locator {
    return this.page.getByRole('article', { name: printType });
  }

  async choose(printType: string, sizeIndex = 1) {
    const option = this.option(printType);
    await option.getByLabel('Size').selectOption({ index: sizeIndex });
    await option.getByRole('button', { name: 'Checkout' }).click();
  }
}

export interface AddressInput {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const MEERA: AddressInput = {
  firstName: 'Meera',
  lastName: 'Rao',
  addressLine1: '12 Lake View Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038',
  phone: '9812345678',
};

/** `/checkout`: the addresses, then the summary with its coupon and payment. */
export class CheckoutPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  get delivery(): Locator {
    return this.page.getByRole('group', { name: 'Delivery address' });
  }

  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Order Summary' });
  }

  /** Fills the delivery address and saves it, without waiting for the summary (which a refused save never shows). */
  async saveDelivery(address: AddressInput = MEERA) {
    const fields: [string, string][] = [
      ['First name', address.firstName],
      ['Last name', address.lastName],
      ['Address line 1', address.addressLine1],
      ['Address line 2', address.addressLine2],
      ['City', address.city],
      ['ZIP / postal code', address.zip],
      ['Phone number', address.phone],
    ];
    for (const [label, value] of fields) await this.delivery.getByLabel(label, { exact: true }).fill(value);
    await this.delivery.getByLabel('State').selectOption({ label: address.state });
    await this.page.getByRole('button', { name: 'Save Address Details' }).click();
  }

  /** Saves the delivery address, and waits for the summary that comes with it. */
  async fillDelivery(address: AddressInput = MEERA) {
    await this.saveDelivery(address);
    await expect(this.payNow).toBeVisible();
  }

  get payNow(): Locator {
    return this.summary.getByRole('button', { name: 'Pay Now' });
  }

  async applyCoupon(code: string) {
    await this.summary.getByLabel('Coupon code').fill(code);
    await this.summary.getByRole('button', { name: 'Apply' }).click();
  }

  /** Pays the summary's total with a test card in the provider's dialog. */
  async payWith(card: string) {
    await this.payNow.click();
    await new SandboxCheckout(this.page).payWith(card);
  }

  /** Pays with a card the bank declines, then closes the provider's dialog. */
  async payDeclined() {
    await this.payNow.click();
    await new SandboxCheckout(this.page).declineAndGiveUp();
  }
}

/** `/payment-confirmation`: the success, failure or error view. */
export class ConfirmationPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  card(title: 'Order Summary' | 'Delivery Information' | 'Next Steps' | 'What to Do Next' | 'Order Information'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  get tryAgain(): Locator {
    return this.page.getByRole('button', { name: 'Try Again' });
  }
}
