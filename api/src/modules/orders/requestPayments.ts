import type { Db } from '../../platform/db/database.js';
import type { RequestPayments } from '../personalization/index.js';

/** The orders module's answer to what personalization asks about a request's deposit and order. */
export const requestPayments: RequestPayments = {
  async isPaidFor(db, requestUuid) {
    const [deposit, order] = await Promise.all([
      db
        .selectFrom('deposit_orders')
        .select('state')
        .where('request_uuid', '=', requestUuid)
        .where('state', '=', 'paid')
        .executeTakeFirst(),
      db
        .selectFrom('product_orders')
        .select('state')
        .where('request_uuid', '=', requestUuid)
        .where('state', '=', 'paid')
        .executeTakeFirst(),
    ]);
    return Boolean(deposit || order);
  },

  async isDepositPaid(db: Db, requestUuid: string) {
    const row = await db.selectFrom('deposit_orders').select('state').where('request_uuid', '=', requestUuid).executeTakeFirst();
    return row?.state === 'paid';
  },

  async paidBookReview(db, requestUuid, now = new Date()) {
    const order = await db
      .selectFrom('product_orders')
      .select(['state', 'review_until'])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst();
    if (order?.state !== 'paid') return { paid: false, until: null };
    const open = order.review_until !== null && now < new Date(order.review_until);
    return { paid: true, until: open ? order.review_until : null };
  },

  async orderedPrint(db, requestUuid) {
    const order = await db
      .selectFrom('product_orders')
      .select(['print_type', 'print_size'])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst();
    return order?.print_type && order.print_size ? { printType: order.print_type, printSize: order.print_size } : null;
  },
};
