import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The embedded database's job queue (on PostgreSQL an established job engine keeps its own). The work
 * that was waiting in the modules' own queues when this version arrived is moved here by each module's
 * part of the same migration, with `queueWaitingWork`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queued_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('queued_jobs_run_at').on('queued_jobs').columns(['queue', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('queued_jobs').execute();
}

/** Queues, due now, a job for each row of `table` that `where` picks: its id `${queue}:${key}`, its payload JSON text. */
export async function queueWaitingWork(
  db: Kysely<unknown>,
  {
    queue,
    key,
    payload,
    table,
    where,
  }: { queue: string; key: string; payload: RawBuilder<unknown>; table: string; where: RawBuilder<unknown> },
): Promise<void> {
  const now = new Date().toISOString();
  await sql`insert into queued_jobs (job_id, queue, payload, attempts, run_at, created_at)
      select ${queue} || ':' || ${sql.ref(key)}, ${queue}, ${payload}, 0, ${now}, ${now} from ${sql.table(table)} where ${where}`.execute(
    db,
  );
}
