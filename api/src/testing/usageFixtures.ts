import type { UsageStats } from 'shared-contracts/schemas';

/** The usage counts a new visitor's browser reports with a preview call: a first session, nothing counted yet. */
export const FRESH_USAGE: UsageStats = {
  quickPreviewsCount: 0,
  bookPreviewsCount: 0,
  sessionStart: null,
  sessionCount: 1,
  hasPurchased: false,
  lastPurchase: null,
};
