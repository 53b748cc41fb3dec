import type { Db } from '../../platform/db/database.js';
import { paise } from '../catalogue/index.js';

/** Delivery charges by checkout country, in rupees (also stated in the shipping policy). */
export const SHIPPING_RUPEES: Record<string, number> = { IN: 0, US: 1499, UK: 1299 };

/** Replaces the delivery charges with SHIPPING_RUPEES. */
export async function replaceShippingRates(trx: Db): Promise<void> {
  await trx.deleteFrom('shipping_rates').execute();
  for (const [country_code, rupees] of Object.entries(SHIPPING_RUPEES)) {
    await trx
      .insertInto('shipping_rates')
      .values({ country_code, cost_paise: paise(rupees) })
      .execute();
  }
}
