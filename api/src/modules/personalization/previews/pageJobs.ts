import type { Db } from '../../../platform/db/database.js';
import type { PageJobsTable } from '../tables.js';

export const jobId = (requestUuid: string, pageNumber: number) => `${requestUuid}:${pageNumber}`;

/** Jobs of a request, by page. */
export async function jobsOf(db: Db, requestUuid: string): Promise<PageJobsTable[]> {
  return db.selectFrom('page_jobs').selectAll().where('request_uuid', '=', requestUuid).orderBy('page_number').execute();
}
