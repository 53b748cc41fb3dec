import { Type } from '@sinclair/typebox';
import {
  withDefault,
  text,
  textOr,
  wholeNumber,
  choice,
  type SectionValues,
  type SettingsSection,
} from '../../platform/config/settingKinds.js';

/** The printing section of the configuration: the print files' resolution, where books go to print and the partners' credentials. */
export const PRINT_SETTINGS = {
  dpi: wholeNumber('PRINT_DPI', 300, "resolution the print PDF's pictures are drawn at"),
  provider: choice(
    'PRINT_PROVIDER',
    ['files', 'partners'],
    "where a built book goes to print: `files` keeps every book's print files for staff to send (`orders export`); `partners` sends each book to the partner its route names (the print-type data, by size and delivery country) whose credentials are set, and keeps the files for staff when they are not",
    'unset: `files`; a production start refuses it unless `PRINT_PROVIDER=files` is said out loud',
  ),
  luluApiUrl: textOr('LULU_API_URL', 'https://api.lulu.com', "Lulu's Print API address (the sandbox: `https://api.sandbox.lulu.com`)"),
  luluClientKey: text('LULU_CLIENT_KEY', 'Lulu API client key: with its secrets, routes to Lulu send there', 'unset: Lulu cannot be used'),
  luluClientSecret: text('LULU_CLIENT_SECRET', 'Lulu API client secret', 'unset: Lulu cannot be used', {
    secret: true,
  }),
  luluWebhookSecret: text(
    'LULU_WEBHOOK_SECRET',
    'the key Lulu signs its webhook deliveries with (its API secret)',
    'unset: Lulu cannot be used',
    {
      secret: true,
    },
  ),
  luluShippingLevel: choice(
    'LULU_SHIPPING_LEVEL',
    ['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'],
    "Lulu's shipping level for every book",
    'unset: `MAIL`',
  ),
  gelatoApiUrl: textOr('GELATO_API_URL', 'https://order.gelatoapis.com', "Gelato's Order API address"),
  gelatoProductApiUrl: textOr(
    'GELATO_PRODUCT_API_URL',
    'https://product.gelatoapis.com',
    "Gelato's Product API address (valid page counts)",
  ),
  gelatoApiKey: text(
    'GELATO_API_KEY',
    'Gelato API key: with its webhook token, routes to Gelato send there',
    'unset: Gelato cannot be used',
    { secret: true },
  ),
  gelatoWebhookToken: text(
    'GELATO_WEBHOOK_TOKEN',
    "the value of the `X-Webhook-Token` header set on the shop's webhook in Gelato's dashboard (Gelato signs nothing)",
    'unset: Gelato cannot be used',
    { secret: true },
  ),
  usdInrRate: withDefault('PRINT_USD_INR_RATE', Type.Number({ exclusiveMinimum: 0, default: 84 }), {
    meaning:
      "rupees to a US dollar, to compare a partner's costs in dollars (Lulu's) with the rupee prices (`orders routes`, and the start-up warning of a route that loses money); set it to the bank's rate",
    expected: 'a positive number (e.g. 84.5)',
  }),
  gelatoShipmentMethod: textOr(
    'GELATO_SHIPMENT_METHOD',
    'standard',
    "Gelato's shipment method for every book: `normal`, `standard`, `express` or a method's uid",
  ),
} satisfies SettingsSection;

export type PrintingSettings = SectionValues<typeof PRINT_SETTINGS>;

/** What a production start needs of printing: where books go to print, said out loud (files for staff only when chosen). */
export const printProductionNeeds = (printing: PrintingSettings): string[] =>
  printing.provider === null ? ['PRINT_PROVIDER=partners (or PRINT_PROVIDER=files to send the print files by hand)'] : [];

/** The print settings a start refuses: a partner's credentials come together (half of them is a typo, not a choice). */
export function printSettingsRefusal(printing: PrintingSettings): string | null {
  const lulu = [printing.luluClientKey, printing.luluClientSecret, printing.luluWebhookSecret];
  if (lulu.some(Boolean) && !lulu.every(Boolean))
    return 'Set all of LULU_CLIENT_KEY, LULU_CLIENT_SECRET and LULU_WEBHOOK_SECRET for Lulu, or none';
  if (Boolean(printing.gelatoApiKey) !== Boolean(printing.gelatoWebhookToken))
    return 'Set both GELATO_API_KEY and GELATO_WEBHOOK_TOKEN for Gelato, or neither';
  if (printing.provider === 'partners' && !lulu.every(Boolean) && !printing.gelatoApiKey)
    return "PRINT_PROVIDER=partners needs a partner's credentials: Lulu's (LULU_CLIENT_KEY, LULU_CLIENT_SECRET, LULU_WEBHOOK_SECRET) or Gelato's (GELATO_API_KEY, GELATO_WEBHOOK_TOKEN)";
  return null;
}
