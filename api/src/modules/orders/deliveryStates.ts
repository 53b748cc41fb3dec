import type { Db } from '../../platform/db/database.js';

/** The states (or regions) the shop delivers to in a country, in the address form's order; none when it does not deliver there. */
export const deliveryStatesOf = (db: Db, countryCode: string) =>
  db
    .selectFrom('states')
    .select(['code', 'name', 'translated_names'])
    .where('country_code', '=', countryCode)
    .orderBy('position')
    .execute();

/** One state of a country by its code, or undefined. */
export const findDeliveryState = (db: Db, countryCode: string, code: string) =>
  db
    .selectFrom('states')
    .select(['name', 'translated_names'])
    .where('country_code', '=', countryCode)
    .where('code', '=', code)
    .executeTakeFirst();

/** A state the shop delivers to: its code, its English name (the one addresses carry) and its name by language code. */
export interface DeliveryState {
  code: string;
  name: string;
  translatedNames: Record<string, string>;
}

/** Replaces the states the shop delivers to as a whole: each country's, by its code, in the order given. */
export async function replaceDeliveryStates(trx: Db, states: Record<string, DeliveryState[]>): Promise<void> {
  await trx.deleteFrom('states').execute();
  for (const [countryCode, list] of Object.entries(states)) {
    for (const [position, state] of list.entries()) {
      await trx
        .insertInto('states')
        .values({
          country_code: countryCode,
          code: state.code,
          name: state.name,
          translated_names: JSON.stringify(state.translatedNames),
          position,
        })
        .execute();
    }
  }
}
