import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TIMINGS } from 'contracts/constants';
import type { UsageStats } from 'contracts/schemas';

/** Usage data (docs/product.md#browser-data), kept in local storage. Dates are ISO strings. */
export interface UsageData {
  quickPreviewsCount: number;
  bookPreviewsCount: number;
  /** Start of the current weekly window: the counters reset 7 days after it. */
  sessionStart: string | null;
  lastSessionStart: string | null;
  sessionCount: number;
  hasPurchased: boolean;
  lastPurchase: string | null;
}

export const initialUsage: UsageData = {
  quickPreviewsCount: 0,
  bookPreviewsCount: 0,
  sessionStart: null,
  lastSessionStart: null,
  sessionCount: 0,
  hasPurchased: false,
  lastPurchase: null,
};

/** Resets the weekly counters once 7 days have passed since the window began. */
export function rollUsageWeek(usage: UsageData, nowIso: string): UsageData {
  const started = usage.sessionStart ? Date.parse(usage.sessionStart) : NaN;
  if (Number.isFinite(started) && Date.parse(nowIso) - started < TIMINGS.weeklyResetMs) return usage;
  return { ...usage, quickPreviewsCount: 0, bookPreviewsCount: 0, sessionStart: nowIso };
}

export function restoreUsage(stored: unknown, nowIso: string): UsageData {
  const base = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  const known = Object.fromEntries(Object.entries(base).filter(([key]) => key in initialUsage));
  return rollUsageWeek({ ...initialUsage, ...known }, nowIso);
}

export const usageSlice = createSlice({
  name: 'usage',
  initialState: initialUsage,
  reducers: {
    sessionStarted: (state, action: PayloadAction<string>) => ({
      ...rollUsageWeek(state, action.payload),
      lastSessionStart: action.payload,
      sessionCount: state.sessionCount + 1,
    }),
    quickPreviewCounted: (state) => {
      state.quickPreviewsCount += 1;
    },
    bookPreviewCounted: (state) => {
      state.bookPreviewsCount += 1;
    },
    purchaseRecorded: (state, action: PayloadAction<string>) => {
      state.hasPurchased = true;
      state.lastPurchase = action.payload;
    },
    /** The privacy page's 'Clear Your Usage Data': purchases stay, as they are order history. */
    usageCleared: (state) => ({ ...initialUsage, hasPurchased: state.hasPurchased, lastPurchase: state.lastPurchase }),
  },
});

export const { sessionStarted, quickPreviewCounted, bookPreviewCounted, purchaseRecorded, usageCleared } = usageSlice.actions;

/** The usageStats payload the API calls carry. */
export function toUsageStats(usage: UsageData): UsageStats {
  const { quickPreviewsCount, bookPreviewsCount, sessionStart, sessionCount, hasPurchased, lastPurchase } = usage;
  return { quickPreviewsCount, bookPreviewsCount, sessionStart, sessionCount, hasPurchased, lastPurchase };
}
