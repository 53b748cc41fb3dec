import { TIMINGS } from 'contracts/constants';
import type { Db } from '../../platform/db/database.js';

export type UsageKind = 'quick_preview' | 'book_preview';

/** Weekly quotas per visitor session; beyond them a visitor is treated as abusing the free previews. */
export const WEEKLY_LIMITS: Record<UsageKind, number> = { quick_preview: 30, book_preview: 10 };

/**
 * Counted per anonymous session, never per address alone: a carrier's NAT puts many phones behind
 * one address, and minting sessions is held back by the per-address rate limit.
 */
const subjectOf = (sessionId: string) => `session:${sessionId}`;

const windowStartedAfter = (now: Date) => new Date(now.getTime() - TIMINGS.weeklyResetMs).toISOString();

export type ReleaseUsage = () => Promise<void>;

/**
 * Reserves one use of a session's weekly quota before the work starts: the check and the count are one
 * statement, so parallel requests cannot all pass. Answers how to give the use back when the work
 * fails, or null when the quota is spent. A week counts from the window's first use.
 */
export async function reserveUsage(db: Db, kind: UsageKind, sessionId: string, now = new Date()): Promise<ReleaseUsage | null> {
  const subject = subjectOf(sessionId);
  const nowIso = now.toISOString();
  const after = windowStartedAfter(now);
  const inserted = await db
    .insertInto('usage_counters')
    .values({ subject, kind, window_start: nowIso, count: 1 })
    .onConflict((oc) => oc.columns(['subject', 'kind']).doNothing())
    .executeTakeFirst();
  let reserved = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  if (!reserved) {
    const updated = await db
      .updateTable('usage_counters')
      .set((eb) => ({
        count: eb
          .case()
          .when('usage_counters.window_start', '<', after)
          .then(1)
          .else(eb('usage_counters.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('usage_counters.window_start', '<', after)
          .then(nowIso)
          .else(eb.ref('usage_counters.window_start'))
          .end(),
      }))
      .where('subject', '=', subject)
      .where('kind', '=', kind)
      .where((eb) => eb.or([eb('window_start', '<', after), eb('count', '<', WEEKLY_LIMITS[kind])]))
      .executeTakeFirst();
    reserved = Number(updated.numUpdatedRows) === 1;
  }
  if (!reserved) return null;
  return async () => {
    await db
      .updateTable('usage_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('subject', '=', subject)
      .where('kind', '=', kind)
      .where('count', '>', 0)
      .execute();
  };
}

/** This week's count of a kind of use for a session. */
export async function weeklyUsage(db: Db, kind: UsageKind, sessionId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('usage_counters')
    .select('count')
    .where('kind', '=', kind)
    .where('subject', '=', subjectOf(sessionId))
    .where('window_start', '>=', windowStartedAfter(now))
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Deletes the counters of windows that started before a time. */
export async function forgetCountersBefore(db: Db, cutoff: string): Promise<number> {
  return Number((await db.deleteFrom('usage_counters').where('window_start', '<', cutoff).executeTakeFirst()).numDeletedRows);
}
