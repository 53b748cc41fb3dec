import { arrivesBy, type OrderTimes } from './arrival.js';

const DAYS = { productionDays: 4, shippingDays: 5 };
const NONE: OrderTimes = { paid_at: null, review_until: null, sent_to_print_at: null, shipped_at: null, delivered_at: null };
// Thursday 3 December 2026, 10:00 in India.
const now = new Date('2026-12-03T04:30:00Z');

describe('the day a book arrives by', () => {
  it("counts working days on India's calendar from the end of the review window: nine after a Thursday is the Wednesday after next", () => {
    // Bought now with 12 hours to change it: sent Thursday 22:00, made and carried in 9 working days.
    expect(arrivesBy(DAYS, null, { now, reviewHours: 12 })).toBe('2026-12-16');
    // 14 hours on, the window ends Friday 00:00 in India (Thursday 18:30 UTC): a day later.
    expect(arrivesBy(DAYS, null, { now, reviewHours: 14 })).toBe('2026-12-17');
    // No window: from today.
    expect(arrivesBy(DAYS, null, { now, reviewHours: 0 })).toBe('2026-12-16');
  });

  it('follows the order: paid, its window kept; sent to print; shipped (the carrying days only); delivered', () => {
    const paid = { ...NONE, paid_at: '2026-12-01T04:30:00Z', review_until: '2026-12-01T16:30:00Z' };
    // The window ended in the past but the book was not sent: counted from now, never in the past.
    expect(arrivesBy(DAYS, paid, { now, reviewHours: 12 })).toBe('2026-12-16');
    expect(arrivesBy(DAYS, { ...paid, sent_to_print_at: '2026-12-01T17:00:00Z' }, { now, reviewHours: 12 })).toBe('2026-12-14');
    // Shipped on Monday 7 December: five working days to the door.
    const shipped = { ...paid, sent_to_print_at: '2026-12-01T17:00:00Z', shipped_at: '2026-12-07T06:00:00Z' };
    expect(arrivesBy(DAYS, shipped, { now, reviewHours: 12 })).toBe('2026-12-14');
    expect(arrivesBy(DAYS, { ...shipped, delivered_at: '2026-12-10T06:00:00Z' }, { now, reviewHours: 12 })).toBeNull();
  });
});
