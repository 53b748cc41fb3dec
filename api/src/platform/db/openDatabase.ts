import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest, type MigrationSteps } from './migrations.js';
import type { Database, Db } from './database.js';
import { withStatementCache } from './statementCache.js';
import { privateFile, privateFolder } from '../files/privateFiles.js';

export interface OpenedDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseSettings {
  databaseUrl: string | null;
  dataDir: string;
  /** The shop's parts of the migrations, each owner's in the order they run (see composeMigrations). */
  migrations: MigrationSteps[];
}

/** Opens the shop's database: `openDatabase` with the shop's migrations, for a tool that is not the storefront. */
export type OpenDatabase = (settings: Omit<DatabaseSettings, 'migrations'>) => Promise<OpenedDatabase>;

/**
 * The storefront's database: PostgreSQL when a URL is given, else a SQLite file in the data folder.
 * Migrations run before the database is handed out.
 */
export async function openDatabase({ databaseUrl, dataDir, migrations }: DatabaseSettings): Promise<OpenedDatabase> {
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
  await migrateToLatest(db, migrations);
  return { db, dialect, close: () => db.destroy() };
}
