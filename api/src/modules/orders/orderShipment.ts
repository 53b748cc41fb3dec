import { joinAddress } from 'contracts/formats';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import { queueEmail, orderShippedEmail } from '../emails/index.js';
import { emailBook } from './orderEmails.js';
import { revokeEmailLinks } from '../personalization/index.js';

/** A parcel on its way: who carries it and how to follow it, as far as known. */
export interface Shipment {
  trackingNumber: string | null;
  /** A CARRIERS code when staff give it, the courier's name when the print partner does. */
  carrier: string | null;
  /** The print partner's own link to follow it. */
  trackingUrl: string | null;
}

/**
 * Records a paid order shipped and queues the customer's email, once: a second report (staff and
 * the partner, a webhook and a poll) changes nothing. Answers whether this report shipped it.
 */
export async function recordShipment(db: Db, jobs: JobQueue, requestUuid: string, shipment: Shipment): Promise<boolean> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirstOrThrow();
  const book = await emailBook(db, requestUuid);
  return db.transaction().execute(async (trx) => {
    const shipped = await trx
      .updateTable('product_orders')
      .set({
        shipped_at: new Date().toISOString(),
        tracking_number: shipment.trackingNumber,
        carrier: shipment.carrier,
        tracking_url: shipment.trackingUrl,
      })
      .where('request_uuid', '=', requestUuid)
      .where('state', '=', 'paid')
      .where('shipped_at', 'is', null)
      .executeTakeFirst();
    if (Number(shipped.numUpdatedRows) === 0) return false;
    await queueEmail(trx, jobs, {
      kind: 'order-shipped',
      requestUuid,
      to: order.customer_email,
      rendered: orderShippedEmail({
        language: book.language,
        customerName: order.customer_name,
        bookTitle: book.title,
        requestUuid,
        trackingNumber: shipment.trackingNumber,
        deliveryAddress: joinAddress(
          order.delivery_address ? readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address) : null,
          book.language,
        ),
      }),
    });
    return true;
  });
}

/** Records a shipped order delivered, once; the links in its emails stop working. Answers whether this report did it. */
export async function recordDelivery(db: Db, requestUuid: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const delivered = await trx
      .updateTable('product_orders')
      .set({ delivered_at: new Date().toISOString() })
      .where('request_uuid', '=', requestUuid)
      .where('shipped_at', 'is not', null)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (Number(delivered.numUpdatedRows) === 0) return false;
    await revokeEmailLinks(trx, requestUuid);
    return true;
  });
}
