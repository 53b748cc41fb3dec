import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Holds a lock, until the transaction ends, that every instance on the same database shares: work
 * that several instances starting together would each do (seeding the content) is done by one at a
 * time. SQLite needs none: it runs one writing transaction at a time.
 */
export async function lockAcrossInstances(trx: Db, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
