import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'contracts/languages';
import { repoRoot } from '../../platform/config/config.js';
import { wordingIn, type ServerMessageKey } from '../../platform/i18n/visitorText.js';

/** Each of the receipt's labels and the confirmation page's message that says the same. */
const CONFIRMATION_MESSAGES: [ServerMessageKey, string][] = [
  ['emails.label.orderId', 'confirmation.order.id'],
  ['emails.label.bookTitle', 'confirmation.order.bookTitle'],
  ['emails.label.printType', 'confirmation.order.printType'],
  ['emails.label.orderDateTime', 'confirmation.success.orderDateTime'],
  ['emails.label.amountPaid', 'confirmation.success.amountPaid'],
  ['emails.label.gateway', 'confirmation.success.gateway'],
  ['emails.label.gatewayPaymentId', 'confirmation.success.gatewayPaymentId'],
  ['emails.label.customerName', 'confirmation.order.customerName'],
  ['emails.label.estimatedDelivery', 'confirmation.success.estimatedDelivery'],
  ['emails.label.deliveryAddress', 'confirmation.success.deliveryAddress'],
  ['emails.withinTenBusinessDays', 'confirmation.success.withinDays'],
];

describe("the emails' words", () => {
  it.each(LANGUAGES)("label the receipt's fields as the confirmation page does, in %s", (language) => {
    const page = JSON.parse(readFileSync(path.join(repoRoot, `mf-ordering/src/messages/${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const t = wordingIn(language);
    for (const [emailKey, pageKey] of CONFIRMATION_MESSAGES) expect([emailKey, t(emailKey)]).toEqual([emailKey, page[pageKey]]);
  });
});
