import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite file with its prepared statements kept: the query builder prepares every statement
 * anew, and preparing is a large share of a small query's cost. The SQL texts are the application's
 * own (values are bound parameters), so the set stays small; the bound keeps it so regardless.
 */
export function withStatementCache(database: BetterSqlite3.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
