import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckAbuseRequest, CheckAbuseResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { visitorSession } from '../../platform/security/sessions.js';
import { WEEKLY_LIMITS, weeklyUsage } from './usageCounters.js';

/**
 * Whether a visitor is abusing the free previews: by the counts their browser reports and by the
 * server's own counts for their session, which a cleared browser's storage cannot reset. A spent
 * quota counts as abuse, since the next preview would be refused.
 */
export const abuseRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post('/check-abuse/', { schema: { body: CheckAbuseRequest, response: { 200: CheckAbuseResponse } } }, async (request) => {
    const { usageStats } = request.body;
    const sessionId = visitorSession(request);
    const [quick, book] = await Promise.all([weeklyUsage(db, 'quick_preview', sessionId), weeklyUsage(db, 'book_preview', sessionId)]);
    const isAbusing =
      usageStats.quickPreviewsCount > WEEKLY_LIMITS.quick_preview ||
      usageStats.bookPreviewsCount > WEEKLY_LIMITS.book_preview ||
      quick >= WEEKLY_LIMITS.quick_preview ||
      book >= WEEKLY_LIMITS.book_preview;
    return { isAbusing };
  });
};
