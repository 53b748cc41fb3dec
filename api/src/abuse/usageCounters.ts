import { TIMINGS } from 'shared-contracts/constants';
import type { Db } from '../db/openDatabase.js';

export type UsageKind = 'quick_preview' | 'book_preview' | 'abuse_check';

/** Weekly limits per session and per address; beyond them a visitor is treated as abusing the free previews. */
export const WEEKLY_LIMITS: Record<Exclude<UsageKind, 'abuse_check'>, number> = { quick_preview: 30, book_preview: 10 };

/**
 * Counts one use by a session and by an address. Windows last a week from their first use, as the
 * visitor's own weekly counters do.
 */
export async function recordUsage(db: Db, kind: UsageKind, subjects: string[], now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  const windowStartedAfter = new Date(now.getTime() - TIMINGS.weeklyResetMs).toISOString();
  for (const subject of subjects) {
    await db
      .insertInto('usage_counters')
      .values({ subject, kind, window_start: nowIso, count: 1 })
      .onConflict((oc) =>
        oc.columns(['subject', 'kind']).doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('usage_counters.window_start', '<', windowStartedAfter)
            .then(1)
            .else(eb('usage_counters.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when('usage_counters.window_start', '<', windowStartedAfter)
            .then(nowIso)
            .else(eb.ref('usage_counters.window_start'))
            .end(),
        })),
      )
      .execute();
  }
}

/** This week's count of a kind of use for each subject. */
export async function weeklyUsage(db: Db, kind: UsageKind, subjects: string[], now = new Date()): Promise<number[]> {
  const windowStartedAfter = new Date(now.getTime() - TIMINGS.weeklyResetMs).toISOString();
  const rows = await db
    .selectFrom('usage_counters')
    .select(['subject', 'count'])
    .where('kind', '=', kind)
    .where('subject', 'in', subjects)
    .where('window_start', '>=', windowStartedAfter)
    .execute();
  return subjects.map((subject) => rows.find((row) => row.subject === subject)?.count ?? 0);
}

/** The subjects a request is counted under: its anonymous session and its network address. */
export function usageSubjects(sessionId: string | null, address: string): string[] {
  return [...(sessionId ? [`session:${sessionId}`] : []), `address:${address}`];
}
