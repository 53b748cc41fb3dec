import Database from 'better-sqlite3';
import path from 'node:path';

/** Reads the e2e server's own SQLite database, to check what a journey stored. */
export function queryStorefront<T>(sql: string, ...params: unknown[]): T[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
