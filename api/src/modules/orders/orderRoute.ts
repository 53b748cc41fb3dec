import { COUNTRY } from 'contracts/constants';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { printSizeOf, type CountryRoute, quotedRouteFor, arrivesBy, type OrderTimes } from '../catalogue/index.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';
import type { ReviewWindow } from './reviewWindow.js';

/** An order's print choice and delivery address as it keeps them. */
interface RoutedOrder {
  print_type: string | null;
  print_size: string | null;
  delivery_address: string | null;
}

/**
 * The route an order's book takes: its size's route to the delivery country (India until an address
 * is given); undefined when its size is no longer sold or has no route there.
 */
export async function orderRoute(db: Db, order: RoutedOrder): Promise<CountryRoute | undefined> {
  if (!order.print_type || !order.print_size) return undefined;
  const address = order.delivery_address ? readJsonColumn(ORDERS_JSON_COLUMNS.address, order.delivery_address) : null;
  return sizeRoute(db, order.print_type, order.print_size, address?.country ?? COUNTRY.IN.code);
}

/** The route that makes a print size for a delivery country (its days as last quoted); undefined when the size is not sold or has no route there. */
export async function sizeRoute(db: Db, printType: string, printSize: string, country: string): Promise<CountryRoute | undefined> {
  const size = await printSizeOf(db, printType, printSize);
  if (!size) return undefined;
  return quotedRouteFor(db, size, country);
}

/** The day an order's book arrives by, as it stands now (arrivesBy); null when its size has no route to its address. */
export async function orderArrivesBy(
  db: Db,
  order: RoutedOrder & Partial<OrderTimes>,
  review: Pick<ReviewWindow, 'hours'>,
  now = new Date(),
): Promise<string | null> {
  const route = await orderRoute(db, order);
  const times: OrderTimes = {
    paid_at: order.paid_at ?? null,
    review_until: order.review_until ?? null,
    sent_to_print_at: order.sent_to_print_at ?? null,
    shipped_at: order.shipped_at ?? null,
    delivered_at: order.delivered_at ?? null,
  };
  return route ? arrivesBy(route.days, times, { now, reviewHours: review.hours }) : null;
}
