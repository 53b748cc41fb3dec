import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { PrintSizesTable, PrintTypesTable, ProductsTable } from './tables.js';

/** Adds the stories, or rewrites them in place: orders and requests point at them. */
export async function saveProducts(trx: Db, products: Insertable<ProductsTable>[]): Promise<void> {
  for (const product of products) {
    await trx
      .insertInto('products')
      .values(product)
      .onConflict((oc) => oc.column('product_id').doUpdateSet(product))
      .execute();
  }
}

/** Replaces the print types and their sizes as a whole. */
export async function replacePrintOptions(
  trx: Db,
  { types, sizes }: { types: Insertable<PrintTypesTable>[]; sizes: Insertable<PrintSizesTable>[] },
): Promise<void> {
  await trx.deleteFrom('print_sizes').execute();
  await trx.deleteFrom('print_types').execute();
  for (const type of types) await trx.insertInto('print_types').values(type).execute();
  for (const size of sizes) await trx.insertInto('print_sizes').values(size).execute();
}
