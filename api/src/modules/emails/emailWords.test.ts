import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'shared-contracts/languages';
import { repoRoot } from '../../platform/config/config.js';
import { EMAIL_WORDS, type EmailWords } from './emailWords.js';

/** Each of the receipt's labels and the confirmation page's message that says the same. */
const CONFIRMATION_MESSAGES: Partial<Record<keyof EmailWords['labels'], string>> = {
  orderId: 'confirmation.order.id',
  bookTitle: 'confirmation.order.bookTitle',
  printType: 'confirmation.order.printType',
  orderDateTime: 'confirmation.success.orderDateTime',
  amountPaid: 'confirmation.success.amountPaid',
  gateway: 'confirmation.success.gateway',
  gatewayPaymentId: 'confirmation.success.gatewayPaymentId',
  customerName: 'confirmation.order.customerName',
  estimatedDelivery: 'confirmation.success.estimatedDelivery',
  deliveryAddress: 'confirmation.success.deliveryAddress',
};

describe("the emails' words", () => {
  it.each(LANGUAGES)("label the receipt's fields as the confirmation page does, in %s", (language) => {
    const catalog = JSON.parse(readFileSync(path.join(repoRoot, `mf-ordering/src/messages/${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const words = EMAIL_WORDS[language];
    for (const [label, key] of Object.entries(CONFIRMATION_MESSAGES))
      expect([label, words.labels[label as keyof EmailWords['labels']]]).toEqual([label, catalog[key]]);
    expect(words.withinTenBusinessDays).toBe(catalog['confirmation.success.withinDays']);
  });
});
