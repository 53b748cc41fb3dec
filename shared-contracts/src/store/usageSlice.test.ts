import {
  bookPreviewCounted,
  initialUsage,
  purchaseRecorded,
  quickPreviewCounted,
  restoreUsage,
  rollUsageWeek,
  sessionStarted,
  toUsageStats,
  usageCleared,
  usageSlice,
} from './usageSlice';

const DAY = 24 * 60 * 60 * 1000;
const start = '2026-11-01T09:00:00.000Z';
const at = (days: number) => new Date(Date.parse(start) + days * DAY).toISOString();

describe('usage data', () => {
  const used = { ...initialUsage, quickPreviewsCount: 3, bookPreviewsCount: 2, sessionStart: start, sessionCount: 4 };

  it('keeps the weekly counters within 7 days', () => {
    expect(rollUsageWeek(used, at(6.9))).toBe(used);
  });

  it('resets the weekly counters after 7 days and starts a new window', () => {
    expect(rollUsageWeek(used, at(7))).toEqual({ ...used, quickPreviewsCount: 0, bookPreviewsCount: 0, sessionStart: at(7) });
  });

  it('restores stored data, dropping unknown fields and rolling the week', () => {
    const restored = restoreUsage({ ...used, somethingElse: 1 }, at(8));
    expect(restored).toEqual({ ...used, quickPreviewsCount: 0, bookPreviewsCount: 0, sessionStart: at(8) });
  });

  it('starts a window for a first visit', () => {
    expect(restoreUsage(null, start)).toEqual({ ...initialUsage, sessionStart: start });
  });

  it('counts sessions, previews and purchases', () => {
    let state = usageSlice.reducer(restoreUsage(null, start), sessionStarted(at(1)));
    state = usageSlice.reducer(state, quickPreviewCounted());
    state = usageSlice.reducer(state, bookPreviewCounted());
    state = usageSlice.reducer(state, purchaseRecorded(at(2)));
    expect(state).toMatchObject({
      sessionCount: 1,
      lastSessionStart: at(1),
      quickPreviewsCount: 1,
      bookPreviewsCount: 1,
      hasPurchased: true,
      lastPurchase: at(2),
    });
    expect(toUsageStats(state)).toEqual({
      quickPreviewsCount: 1,
      bookPreviewsCount: 1,
      sessionStart: start,
      sessionCount: 1,
      hasPurchased: true,
      lastPurchase: at(2),
    });
  });

  it('clearing usage data keeps the purchase history', () => {
    const state = usageSlice.reducer({ ...used, hasPurchased: true, lastPurchase: at(1) }, usageCleared());
    expect(state).toEqual({ ...initialUsage, hasPurchased: true, lastPurchase: at(1) });
  });
});
