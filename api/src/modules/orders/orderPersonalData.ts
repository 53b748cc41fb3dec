import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);
const address = (column: string | null) => (column ? readJsonColumn(ORDERS_JSON_COLUMNS.address, column) : null);

/** What the shop keeps of a request's deposit and order, for the parent's export: the contact, the addresses, the message and the amounts. */
export async function orderPersonalData(db: Db, requestUuid: string) {
  const [deposit, order] = await Promise.all([
    db
      .selectFrom('deposit_orders')
      .select([
        'customer_name',
        'customer_email',
        'customer_phone',
        'country',
        'amount_paise',
        'currency',
        'state',
        'created_at',
        'paid_at',
      ])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst(),
    db
      .selectFrom('product_orders')
      .select([
        'customer_name',
        'customer_email',
        'customer_phone',
        'country',
        'print_type',
        'print_size',
        'total_paise',
        'currency',
        'coupon_code',
        'delivery_address',
        'billing_address',
        'dedication',
        'state',
        'created_at',
        'paid_at',
        'shipped_at',
        'delivered_at',
        'tracking_number',
      ])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst(),
  ]);
  return {
    deposit: deposit && {
      contact: { name: deposit.customer_name, email: deposit.customer_email, phone: deposit.customer_phone, country: deposit.country },
      amount: rupees(deposit.amount_paise),
      currency: deposit.currency,
      state: deposit.state,
      createdAt: deposit.created_at,
      paidAt: deposit.paid_at,
    },
    order: order && {
      contact: { name: order.customer_name, email: order.customer_email, phone: order.customer_phone, country: order.country },
      printType: order.print_type,
      printSize: order.print_size,
      total: rupees(order.total_paise),
      currency: order.currency,
      coupon: order.coupon_code,
      deliveryAddress: address(order.delivery_address),
      billingAddress: address(order.billing_address),
      dedication: order.dedication,
      state: order.state,
      createdAt: order.created_at,
      paidAt: order.paid_at,
      shippedAt: order.shipped_at,
      deliveredAt: order.delivered_at,
      trackingNumber: order.tracking_number,
    },
  };
}
