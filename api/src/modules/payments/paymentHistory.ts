import type { Db } from '../../platform/db/database.js';

/** A request's payment attempts, oldest first, as the staff's order tools show them. */
export const paymentsOf = (db: Db, requestUuid: string) =>
  db.selectFrom('payments').selectAll().where('request_uuid', '=', requestUuid).orderBy('created_at').execute();
