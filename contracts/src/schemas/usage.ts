import { Type, type Static } from '@sinclair/typebox';
import { MAX_LENGTH, Text } from './common.js';

/** The usage statistics sent with previews and abuse checks (docs/product.md#browser-data). */
export const UsageStats = Type.Object({
  quickPreviewsCount: Type.Integer({ minimum: 0 }),
  bookPreviewsCount: Type.Integer({ minimum: 0 }),
  sessionStart: Type.Union([Text(MAX_LENGTH.code), Type.Null()]),
  sessionCount: Type.Integer({ minimum: 0 }),
  hasPurchased: Type.Boolean(),
  lastPurchase: Type.Union([Text(MAX_LENGTH.code), Type.Null()]),
});
export type UsageStats = Static<typeof UsageStats>;

export const CheckAbuseRequest = Type.Object({ sessionId: Text(MAX_LENGTH.id, { minLength: 1 }), usageStats: UsageStats });
export type CheckAbuseRequest = Static<typeof CheckAbuseRequest>;

export const CheckAbuseResponse = Type.Object({ isAbusing: Type.Boolean() });
export type CheckAbuseResponse = Static<typeof CheckAbuseResponse>;
