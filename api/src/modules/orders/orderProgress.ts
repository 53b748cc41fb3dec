import { orderArrivesBy } from './orderRoute.js';
import type { ReviewWindow } from './reviewWindow.js';
import type { OrderProgressResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { notFound, type VisitorText } from '../../platform/errors/domainError.js';
import { requestStory, isBookDrawn, isShared } from '../personalization/index.js';
import { CARRIERS, isCarrier } from './carriers.js';
import { toRupees } from '../catalogue/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { inReview } from './reviewWindow.js';

const NO_ORDER: VisitorText = visitorText('orders.noOrder');

/**
 * Where a paid book is on its way: paid, sent to print, shipped (with the courier and tracking
 * number), delivered, each with its date once it has happened. An order not paid yet has only its
 * state, so the page can send the visitor back to the checkout; a paid one its amounts, and while its
 * review window is open, until when and what may still change.
 */
export async function orderProgress(db: Db, requestUuid: string, review: ReviewWindow): Promise<OrderProgressResponse> {
  const order = await db
    .selectFrom('product_orders')
    .select([
      'product_orders.state',
      'product_orders.paid_at',
      'product_orders.sent_to_print_at',
      'product_orders.shipped_at',
      'product_orders.delivered_at',
      'product_orders.carrier',
      'product_orders.tracking_number',
      'product_orders.tracking_url',
      'product_orders.subtotal_paise',
      'product_orders.discount_paise',
      'product_orders.coupon_code',
      'product_orders.shipping_paise',
      'product_orders.deposit_paise',
      'product_orders.total_paise',
      'product_orders.currency',
      'product_orders.review_until',
      'product_orders.dedication',
      'product_orders.print_type',
      'product_orders.print_size',
      'product_orders.delivery_address',
    ])
    .where('product_orders.request_uuid', '=', requestUuid)
    .executeTakeFirst();
  const story = order && (await requestStory(db, requestUuid));
  if (!order || !story) throw notFound(NO_ORDER);
  // A courier staff chose by its code, or one the print partner named with its own link.
  const known = order.carrier && isCarrier(order.carrier) ? CARRIERS[order.carrier] : null;
  const printJob = await db.selectFrom('print_jobs').select('state').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const paid = order.state === 'paid';
  const reviewing = paid && inReview(order.review_until);
  return {
    requestUuid,
    paid,
    bookTitle: story.title,
    childFirstName: story.childFirstName,
    steps: {
      paid: order.paid_at,
      printing: order.sent_to_print_at,
      shipped: order.shipped_at,
      delivered: order.delivered_at,
    },
    trackingNumber: order.tracking_number,
    carrier: known?.name ?? order.carrier,
    trackingUrl: order.tracking_url ?? known?.trackingUrl ?? null,
    printProblem: printJob?.state === 'rejected' || printJob?.state === 'cancelled',
    arrivesBy: paid ? await orderArrivesBy(db, order, review) : null,
    amounts: paid
      ? {
          subTotal: toRupees(order.subtotal_paise ?? 0),
          discountAmount: toRupees(order.discount_paise),
          couponCode: order.coupon_code,
          shippingCost: toRupees(order.shipping_paise ?? 0),
          depositPaid: toRupees(order.deposit_paise),
          totalCost: toRupees(order.total_paise ?? 0),
          currency: order.currency,
        }
      : null,
    shared: await isShared(db, requestUuid),
    review: reviewing
      ? {
          until: order.review_until!,
          dedication: order.dedication,
          companionNames: story.companions.map((companion) => companion.name),
          redrawing: !(await isBookDrawn(db, requestUuid)),
        }
      : null,
  };
}
