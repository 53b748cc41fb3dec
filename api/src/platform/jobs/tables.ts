/** The tables kept here, added to the database's map of tables (see platform/db/database.ts). */

/** A job of the embedded job queue (jobs/embeddedEngine.ts). */
export interface QueuedJobsTable {
  job_id: string;
  queue: string;
  /** JSON: the job's payload */
  payload: string;
  /** Tries started so far. */
  attempts: number;
  /** When the job may next be tried. */
  run_at: string;
  /** The worker trying it now; its hold ends at locked_until (a dead worker's job comes back then). */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  /** Higher is taken first (among due jobs); 0 unless the queuer said. */
  priority: number;
}

declare module '../db/database.js' {
  interface Database {
    queued_jobs: QueuedJobsTable;
  }
}
