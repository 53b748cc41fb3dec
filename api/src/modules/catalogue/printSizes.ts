import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PrintSizesTable } from './tables.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { PrintBinding } from './printBinding.js';
import type { PrintRoute } from './printRoutes.js';
import { CATALOGUE_JSON_COLUMNS } from './tables.js';

/** A size of a print type as it is sold: its price and its routes to print. */
export interface SoldSize {
  printType: string;
  size: string;
  pricePaise: number;
  routes: PrintRoute[];
}

const soldSize = (row: Pick<Selectable<PrintSizesTable>, 'print_type' | 'size' | 'price_paise' | 'routes'>): SoldSize => ({
  printType: row.print_type,
  size: row.size,
  pricePaise: row.price_paise,
  routes: readJsonColumn(CATALOGUE_JSON_COLUMNS.printRoutes, row.routes),
});

const SOLD_SIZE_COLUMNS = ['print_type', 'size', 'price_paise', 'routes'] as const;

/** A size of a print type as it is sold, read in the caller's transaction; undefined when it is not offered. */
export async function printSizeOf(trx: Db, printType: string, size: string): Promise<SoldSize | undefined> {
  const row = await trx
    .selectFrom('print_sizes')
    .select(SOLD_SIZE_COLUMNS)
    .where('print_type', '=', printType)
    .where('size', '=', size)
    .executeTakeFirst();
  return row && soldSize(row);
}

/** How a print type is bound, as stored; undefined when the type is no longer offered. */
export async function storedBindingOf(db: Db, printType: string): Promise<PrintBinding | undefined> {
  const type = await db.selectFrom('print_types').select('binding').where('print_type', '=', printType).executeTakeFirst();
  return type ? readJsonColumn(PrintBinding, type.binding) : undefined;
}

/** Every size sold, by print type then in its order: its price and its routes to print. */
export async function soldSizes(db: Db): Promise<SoldSize[]> {
  const sizes = await db.selectFrom('print_sizes').select(SOLD_SIZE_COLUMNS).orderBy('print_type').orderBy('position').execute();
  return sizes.map(soldSize);
}
