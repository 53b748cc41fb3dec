import type { Db } from '../../platform/db/database.js';

/** The emails queued for a request, oldest first, as the staff's order tools show them. */
export const emailsOf = (db: Db, requestUuid: string) =>
  db
    .selectFrom('emails')
    .select(['kind', 'status', 'attempts', 'to_address'])
    .where('request_uuid', '=', requestUuid)
    .orderBy('created_at')
    .execute();
