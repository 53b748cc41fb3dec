import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import type { Db } from '../../platform/db/database.js';
import type { ProductOrder } from './tables.js';
import { countryOf } from './addressRules.js';
import { couponDiscount } from '../coupons/index.js';
import { depositCreditPaise, totalPaise } from './pricing.js';
import { printSizeOf, companionPricePaise, priceWithCompanions } from '../catalogue/index.js';
import { companionsOf } from '../personalization/index.js';

/** What an order costs, in paise; what its facts do not settle yet is null. */
export interface OrderPrice {
  subtotal: number | null;
  shipping: number | null;
  discount: number;
  /** The book's paid deposit counted towards the order (0 until the shipping is known). */
  deposit: number;
  total: number | null;
}

/** The facts an order's price follows from. */
export type PriceFacts = Pick<ProductOrder, 'request_uuid' | 'print_type' | 'print_size' | 'delivery_address' | 'coupon_code'>;

/**
 * An order's price from its own facts, read in the caller's transaction: the print option's price with
 * the book's companions (each at the print type's companion price), the shipping to the delivery address's country, the coupon's discount on that subtotal, less the book's
 * paid deposit (a coupon applies to the book's price before the deposit is counted). Nothing is
 * taken from the amounts written before, so no amount read earlier can be carried into a new total.
 */
export async function priceFromFacts(trx: Db, facts: PriceFacts): Promise<OrderPrice> {
  const size = facts.print_type && facts.print_size ? await printSizeOf(trx, facts.print_type, facts.print_size) : undefined;
  const subtotal = size
    ? priceWithCompanions(
        size.pricePaise,
        await companionPricePaise(trx, size.printType),
        (await companionsOf(trx, facts.request_uuid)).length,
      )
    : null;
  const country = facts.delivery_address ? countryOf(readJsonColumn(ORDERS_JSON_COLUMNS.address, facts.delivery_address)) : null;
  const rate = country
    ? await trx.selectFrom('shipping_rates').select('cost_paise').where('country_code', '=', country).executeTakeFirst()
    : undefined;
  const shipping = rate?.cost_paise ?? null;
  const discount = facts.coupon_code && subtotal !== null ? await couponDiscount(trx, facts.coupon_code, subtotal) : 0;
  if (subtotal === null || shipping === null) return { subtotal, shipping, discount, deposit: 0, total: null };
  const depositPaid = await trx
    .selectFrom('deposit_orders')
    .select('amount_paise')
    .where('request_uuid', '=', facts.request_uuid)
    .where('state', '=', 'paid')
    .executeTakeFirst();
  const deposit = depositCreditPaise(depositPaid?.amount_paise ?? 0, subtotal, shipping, discount);
  return { subtotal, shipping, discount, deposit, total: totalPaise(subtotal, shipping, discount, deposit) };
}

/** The amounts of a price as an order's row keeps them. */
export const priceColumns = (price: OrderPrice) => ({
  subtotal_paise: price.subtotal,
  shipping_paise: price.shipping,
  discount_paise: price.discount,
  deposit_paise: price.deposit,
  total_paise: price.total,
});

/**
 * An order's row, held for the rest of the transaction: it is written first (unchanged), which locks
 * the row on PostgreSQL and takes the database's write lock on SQLite, so no other step reads or
 * changes it until this transaction ends. Undefined when there is no such order.
 */
export async function lockOrder(trx: Db, requestUuid: string): Promise<ProductOrder | undefined> {
  const held = await trx
    .updateTable('product_orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) return undefined;
  return trx.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
}
