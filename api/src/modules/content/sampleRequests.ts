import type { Db } from '../../platform/db/openDatabase.js';

/** The requests the shop's sample flipbooks were made from: the shop's own books, never a child's. */
export async function sampleRequests(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('sample_flipbooks').select('request_uuid').execute()).map((sample) => sample.request_uuid));
}

/** Whether a request id is one of the shop's sample flipbooks. */
export async function isSampleBook(db: Db, requestUuid: string): Promise<boolean> {
  const sample = await db.selectFrom('sample_flipbooks').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return Boolean(sample);
}
