import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { StatesTable } from './tables.js';

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

/** Replaces the states the shop delivers to as a whole. */
export async function replaceDeliveryStates(trx: Db, states: Insertable<StatesTable>[]): Promise<void> {
  await trx.deleteFrom('states').execute();
  for (const state of states) await trx.insertInto('states').values(state).execute();
}
