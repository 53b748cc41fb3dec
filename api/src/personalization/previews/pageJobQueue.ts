import type { Db } from '../../db/openDatabase.js';
import type { PageJobsTable } from '../../db/schema.js';

export const LEASE_MS = 30_000;

export const jobId = (requestUuid: string, pageNumber: number) => `${requestUuid}:${pageNumber}`;

const now = () => new Date().toISOString();

/**
 * Claims the oldest queued job, or one whose worker's lease ran out (the worker died), for this
 * worker. On PostgreSQL several worker processes claim at once without taking the same job.
 */
export async function claimNextJob(db: Db, dialect: 'sqlite' | 'postgres', workerId: string): Promise<PageJobsTable | undefined> {
  const at = now();
  let candidate = db
    .selectFrom('page_jobs')
    .select('job_id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', at)])]))
    .orderBy('queued_at')
    .limit(1);
  if (dialect === 'postgres') candidate = candidate.forUpdate().skipLocked();
  return db
    .updateTable('page_jobs')
    .set((eb) => ({
      status: 'processing',
      worker_id: workerId,
      lease_until: new Date(Date.now() + LEASE_MS).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: at,
    }))
    .where('job_id', '=', (eb) => eb.selectFrom(candidate.as('next')).select('next.job_id'))
    .returningAll()
    .executeTakeFirst();
}

/** Keeps a long job's lease while it runs. */
export async function renewLease(db: Db, job: PageJobsTable, workerId: string): Promise<void> {
  await db
    .updateTable('page_jobs')
    .set({ lease_until: new Date(Date.now() + LEASE_MS).toISOString() })
    .where('job_id', '=', job.job_id)
    .where('worker_id', '=', workerId)
    .execute();
}

/** Moves a job the worker still holds to a later status; answers false if another worker took it over. */
export async function finishJob(db: Db, job: PageJobsTable, workerId: string, values: Partial<PageJobsTable>): Promise<boolean> {
  const result = await db
    .updateTable('page_jobs')
    .set({ ...values, updated_at: now() })
    .where('job_id', '=', job.job_id)
    .where('worker_id', '=', workerId)
    .where('status', 'in', ['processing', 'completed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * After a restart of the embedded workers, their unfinished jobs are queued again at once rather
 * than after their lease (embedded workers share one process, so none of them is still running).
 */
export async function requeueJobsOf(db: Db, workerPrefix: string): Promise<number> {
  const result = await db
    .updateTable('page_jobs')
    .set({ status: 'queued', worker_id: null, lease_until: null, updated_at: now() })
    .where('status', 'in', ['processing', 'completed'])
    .where('worker_id', 'like', `${workerPrefix}%`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Jobs of a request, by page. */
export async function jobsOf(db: Db, requestUuid: string): Promise<PageJobsTable[]> {
  return db.selectFrom('page_jobs').selectAll().where('request_uuid', '=', requestUuid).orderBy('page_number').execute();
}
