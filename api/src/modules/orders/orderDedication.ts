import type { Db } from '../../platform/db/database.js';

/** The giver's message an order prints on the dedication page; null when there is none (or no order yet). */
export async function orderDedication(db: Db, requestUuid: string): Promise<string | null> {
  const order = await db.selectFrom('product_orders').select('dedication').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return order?.dedication ?? null;
}
