import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { MIGRATIONS } from './migrations/index.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statementCache.js';
import { privateFile, privateFolder } from '../files/privateFiles.js';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The storefront's database: PostgreSQL when a URL is given, else a SQLite file in the data folder.
 * Migrations run before the database is handed out.
 */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }): Promise<OpenedDatabase> {
  let db: Db;
  let dialect: OpenedDatabase['dialect'];
  if (databaseUrl) {
    dialect = 'postgres';
    // Integer columns hold paise and counters; PostgreSQL's COUNT and SUM answer bigint, parsed here.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) is replaced on next use, not fatal.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    privateFolder(dataDir);
    const file = new BetterSqlite3(path.join(dataDir, 'storefront.sqlite'));
    privateFile(file.name);
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  }
  await migrateToLatest(db);
  return { db, dialect, close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}
