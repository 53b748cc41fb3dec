import type { FastifyInstance } from 'fastify';
import { CheckAbuseRequest, CheckAbuseResponse, type CheckAbuseRequest as Body } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { sessionIdOf } from '../security/csrf.js';
import { usageSubjects, WEEKLY_LIMITS, weeklyUsage } from './usageCounters.js';

/**
 * Whether a visitor is abusing the free previews: by the counts their browser reports and by the
 * server's own counts for their session and address, which a cleared browser cannot reset.
 */
export async function abuseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post('/api/check-abuse/', { schema: { body: CheckAbuseRequest, response: { 200: CheckAbuseResponse } } }, async (request) => {
    const { usageStats } = request.body as Body;
    const subjects = usageSubjects(sessionIdOf(request), request.ip);
    const [quick, book] = await Promise.all([
      weeklyUsage(db, 'quick_preview', subjects),
      weeklyUsage(db, 'book_preview', subjects),
    ]);
    const isAbusing =
      usageStats.quickPreviewsCount > WEEKLY_LIMITS.quick_preview ||
      usageStats.bookPreviewsCount > WEEKLY_LIMITS.book_preview ||
      Math.max(...quick) > WEEKLY_LIMITS.quick_preview ||
      Math.max(...book) > WEEKLY_LIMITS.book_preview;
    return { isAbusing };
  });
}
