import type { Db } from '../../platform/db/openDatabase.js';

/** The requests the shop's sample flipbooks were made from: the shop's own books, never a child's. */
export async function sampleRequests(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('sample_flipbooks').select('request_uuid').execute()).map((sample) => sample.request_uuid));
}

/** Deletes contact form messages received before a time. */
export async function forgetCasesBefore(db: Db, cutoff: string): Promise<number> {
  return Number((await db.deleteFrom('cases').where('created_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
}
