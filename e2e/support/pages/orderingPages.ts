import { expect, type Locator } from '@playwright/test';
import { SandboxCheckout } from './sandboxCheckout';
import { Shop } from './shop';

const PRICING_FIELDS = {
  Name: 'pricing.name',
  'Email address': 'pricing.email',
  'Phone number': 'pricing.phone',
  'Delivery Country': 'pricing.country',
} as const;

/** `/initiate-order`: the contact for the order, then its price. */
export class PricingPage extends Shop {
  field(label: 'Name' | 'Email address' | 'Phone number' | 'Delivery Country'): Locator {
    return this.page.getByLabel(this.say(PRICING_FIELDS[label]));
  }

  async showPrice({ phone, country = 'IN' }: { phone?: string; country?: string } = {}) {
    if (phone !== undefined) await this.field('Phone number').fill(phone);
    await this.field('Delivery Country').selectOption(country);
    await this.page.getByRole('button', { name: this.say('pricing.showPrice') }).click();
  }
}

/** `/place-order`: a card per print type. */
export class PlaceOrderPage extends Shop {
  option(printType: string): Locator {
    return this.page.getByRole('article', { name: printType });
  }

  /** The giver's message for the book's dedication page. */
  get dedication(): Locator {
    return this.page.getByLabel(this.say('placeOrder.dedication.label'));
  }

  async choose(printType: string, sizeIndex = 1) {
    const option = this.option(printType);
    await option.getByLabel(this.say('printOption.size')).selectOption({ index: sizeIndex });
    await option.getByRole('button', { name: this.say('printOption.checkout') }).click();
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
  get delivery(): Locator {
    return this.page.getByRole('group', { name: this.say('checkout.deliveryAddress') });
  }

  get summary(): Locator {
    return this.page.getByRole('region', { name: this.say('checkout.summary.title') });
  }

  /** Fills the delivery address and saves it, without waiting for the summary (which a refused save never shows). */
  async saveDelivery(address: AddressInput = MEERA) {
    const fields: [string, string][] = [
      ['checkout.address.firstName', address.firstName],
      ['checkout.address.lastName', address.lastName],
      ['checkout.address.addressLine1', address.addressLine1],
      ['checkout.address.addressLine2', address.addressLine2],
      ['checkout.address.city', address.city],
      ['checkout.address.pin', address.zip],
      ['checkout.address.phone', address.phone],
    ];
    for (const [label, value] of fields) await this.delivery.getByLabel(this.say(label), { exact: true }).fill(value);
    await this.delivery.getByLabel(this.say('checkout.address.state')).selectOption({ label: address.state });
    await this.page.getByRole('button', { name: this.say('checkout.save') }).click();
  }

  /** Saves the delivery address, and waits for the summary that comes with it. */
  async fillDelivery(address: AddressInput = MEERA) {
    await this.saveDelivery(address);
    await expect(this.payNow).toBeVisible();
  }

  get payNow(): Locator {
    return this.summary.getByRole('button', { name: this.say('checkout.payment.payNow') });
  }

  async applyCoupon(code: string) {
    await this.summary.getByLabel(this.say('checkout.coupon.label')).fill(code);
    await this.summary.getByRole('button', { name: this.say('checkout.coupon.apply') }).click();
  }

  /** Pays the summary's total with a test card in the provider's dialog. */
  async payWith(card: string) {
    await this.payNow.click();
    await new SandboxCheckout(this.page, /₹/, this.language).payWith(card);
  }

  /** Pays with a card the bank declines, then closes the provider's dialog. */
  async payDeclined() {
    await this.payNow.click();
    await new SandboxCheckout(this.page, /₹/, this.language).declineAndGiveUp();
  }
}

const CONFIRMATION_CARDS = {
  'Order Summary': 'confirmation.success.summaryTitle',
  'Delivery Information': 'confirmation.success.deliveryTitle',
  'Next Steps': 'confirmation.success.nextSteps',
  'What to Do Next': 'confirmation.failure.nextTitle',
  'Order Information': 'confirmation.failure.orderInfo',
} as const;

/** `/payment-confirmation`: the success, failure or error view. */
export class ConfirmationPage extends Shop {
  card(title: keyof typeof CONFIRMATION_CARDS): Locator {
    return this.page.getByRole('region', { name: this.say(CONFIRMATION_CARDS[title]) });
  }

  get tryAgain(): Locator {
    return this.page.getByRole('button', { name: this.say('confirmation.failure.tryAgain') });
  }
}
