import type { RouteDays } from './printRoutes.js';

/** India's clock: days are counted on the calendar parents read. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 3_600_000;

/** The calendar day (India's) `count` working days, Monday to Friday, after the day of `from`. */
function workingDaysAfter(from: Date, count: number): Date {
  const day = new Date(from.getTime() + IST_OFFSET_MS);
  day.setUTCHours(0, 0, 0, 0);
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day;
}

/** Where an order stands on its way to the door, as its row keeps it (ISO times; null: not yet). */
export interface OrderTimes {
  paid_at: string | null;
  review_until: string | null;
  sent_to_print_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
}

/**
 * The day ('YYYY-MM-DD', India's calendar) a book arrives by, at the latest its route promises:
 * from its shipping once shipped; from its sending to print once sent; before that from the end of
 * its review window (never earlier than now: a book held up is not sent in the past). Null once
 * delivered.
 */
export function arrivesBy(days: RouteDays, times: OrderTimes | null, { now, reviewHours }: { now: Date; reviewHours: number }) {
  if (times?.delivered_at) return null;
  const on = (start: Date, count: number) => workingDaysAfter(start, count).toISOString().slice(0, 10);
  if (times?.shipped_at) return on(new Date(times.shipped_at), days.shippingDays);
  const made = days.productionDays + days.shippingDays;
  if (times?.sent_to_print_at) return on(new Date(times.sent_to_print_at), made);
  const reviewEnds = times?.review_until
    ? Date.parse(times.review_until)
    : (times?.paid_at ? Date.parse(times.paid_at) : now.getTime()) + reviewHours * HOUR_MS;
  return on(new Date(Math.max(now.getTime(), reviewEnds)), made);
}
