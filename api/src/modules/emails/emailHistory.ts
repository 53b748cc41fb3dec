import type { Db } from '../../platform/db/database.js';

/** An email queued for a request, as the staff's order tools show it. */
export interface QueuedEmail {
  kind: string;
  status: string;
  attempts: number;
  toAddress: string;
}

/** The emails queued for a request, oldest first. */
export const emailsOf = (db: Db, requestUuid: string): Promise<QueuedEmail[]> =>
  db
    .selectFrom('emails')
    .select(['kind', 'status', 'attempts', 'to_address as toAddress'])
    .where('request_uuid', '=', requestUuid)
    .orderBy('created_at')
    .execute();
