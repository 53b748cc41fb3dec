import type { Db } from '../../platform/db/database.js';

/**
 * What a size of a print type costs with the people and pets beside the hero: its price and each
 * companion's price of the print type (the line of the print prices' data). The print options show
 * this and an order is charged it, so both read it here.
 */
export const priceWithCompanions = (sizePaise: number, companionPaise: number, companions: number): number =>
  sizePaise + companions * companionPaise;

/** A print type's price for each companion, read in the caller's transaction (0 when it is not offered). */
export async function companionPricePaise(trx: Db, printType: string): Promise<number> {
  const type = await trx.selectFrom('print_types').select('companion_price_paise').where('print_type', '=', printType).executeTakeFirst();
  return type?.companion_price_paise ?? 0;
}
