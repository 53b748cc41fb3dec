import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openJobEngine } from '../platform/jobs/openJobEngine.js';
import { openShopDatabase } from '../shopDatabase.js';
import { SHOP_QUEUES } from '../shopQueues.js';

/**
 * A test storefront starts from a copy of a database the shop's migrations already ran on (on
 * PostgreSQL, with the job engine's schema and queues made too), so they run once (per test process
 * on SQLite, per run on PostgreSQL) instead of at every start; the start finds nothing left to do. The PostgreSQL copy is named by the migrations' sources, so a changed
 * migration builds a new one on a server that outlives the run.
 */

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A hash of every migration's source, platform's and modules'. */
function migrationsId(): string {
  const hash = createHash('sha256');
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)migrations\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(sourceRoot, file)));
  return hash.digest('hex').slice(0, 12);
}

let sqliteTemplate: Promise<string> | undefined;

/** Puts a migrated SQLite database into a data folder, before a storefront opens it. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const database = await openShopDatabase({ databaseUrl: null, dataDir: dir });
    await database.close();
    return path.join(dir, 'storefront.sqlite');
  })();
  const template = await sqliteTemplate;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  copyFileSync(template, path.join(dataDir, 'storefront.sqlite'));
}

/** The address of another database on the same server. */
export const withDatabase = (url: string, name: string) => {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
};

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database to copy, built once on the test server: the first test
 * process to ask builds it under a lock, under another name until it is whole, and the others wait.
 */
export function migratedPostgresTemplate(admin: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const template = `storefront_template_${migrationsId()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!found.rowCount) {
        const building = `${template}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building}`);
        const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-template-'));
        try {
          const databaseUrl = withDatabase(admin, building);
          const database = await openShopDatabase({ databaseUrl, dataDir });
          // pg-boss's schema and queues too: making them is most of a job engine's first start.
          const engine = await openJobEngine({ database, databaseUrl, workerName: 'template', policies: SHOP_QUEUES, log: console });
          await engine.stop();
          await database.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
    } finally {
      await client.end();
    }
    return template;
  })();
  return postgresTemplate;
}
