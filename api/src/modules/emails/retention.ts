import type { Db } from '../../platform/db/database.js';
import { OUTBOX } from '../../platform/mail/mailer.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

/** Deletes the copies of a request's emails. */
export async function forgetEmailsOf(trx: Db, requestUuid: string): Promise<void> {
  await trx.deleteFrom('emails').where('request_uuid', '=', requestUuid).execute();
}

/** Deletes the copies of emails sent (or last tried) before a time, and the outbox's files as old. */
export async function forgetEmailsSentBefore(db: Db, storage: ObjectStore, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('emails')
    .where('status', 'in', ['sent', 'failed'])
    .where((eb) => eb.or([eb('sent_at', '<', cutoff), eb.and([eb('sent_at', 'is', null), eb('next_attempt_at', '<', cutoff)])]))
    .executeTakeFirst();
  let ended = Number(result.numDeletedRows);
  for (const { key, modifiedAt } of await storage.list(OUTBOX)) {
    if (modifiedAt.getTime() >= Date.parse(cutoff)) continue;
    await storage.delete(key);
    ended += 1;
  }
  return ended;
}
