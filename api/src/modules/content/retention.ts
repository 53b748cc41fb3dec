import type { Db } from '../../platform/db/database.js';

/** Deletes contact form messages received before a time. */
export async function forgetCasesBefore(db: Db, cutoff: string): Promise<number> {
  return Number((await db.deleteFrom('cases').where('created_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
}
