import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Language } from 'contracts/languages';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Config } from '../shopSettings.js';
import { startS3Server } from './s3Server.js';
import { copyMigratedSqlite, migratedPostgresTemplate, withDatabase } from './migratedDatabases.js';
import { createStorefrontFixture } from './storefrontFixture.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The set-ups the API tests run against: one machine's (SQLite, files in the data folder) always;
 * the scaled-out one's (PostgreSQL, files in an S3-compatible bucket) when TEST_DATABASE_URL is set
 * (npm test sets it). On CI a missing PostgreSQL is an error, not a skip.
 */
export function testDialects(): Dialect[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error('TEST_DATABASE_URL is not set: run the tests through npm test, which starts PostgreSQL');
  return ['sqlite'];
}

/** A new database on the test PostgreSQL server, empty or already migrated, and a way to drop it. */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${await migratedPostgresTemplate(admin)}` : '';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template}`);
  await client.end();
  return {
    url: withDatabase(admin, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type StorefrontApp = FastifyInstance;

export interface TestStorefront {
  app: StorefrontApp;
  dialect: Dialect;
  /** The settings the server was started with (data folder, database URL). */
  config: Config;
  /** Closes the server and starts a new one on the same data: what a process restart does. */
  restart(): Promise<StorefrontApp>;
  /** Starts one more instance on the same database and storage (closed by stop). */
  anotherInstance(): Promise<StorefrontApp>;
  stop(): Promise<void>;
}

export async function startTestStorefront(dialect: Dialect, env: Record<string, string> = {}): Promise<TestStorefront> {
  const database = dialect === 'postgres' ? await createPostgresDatabase({ migrated: true }) : null;
  const bucket = dialect === 'postgres' ? await startS3Server() : null;
  const fixture = createStorefrontFixture({
    ...env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(bucket ? { STORAGE_URL: bucket.storageUrl } : {}),
  });
  if (!database) await copyMigratedSqlite(fixture.config.storage.dataDir);
  const others: StorefrontApp[] = [];
  const storefront: TestStorefront = {
    app: await buildApp(fixture.config),
    dialect,
    config: fixture.config,
    async restart() {
      await storefront.app.close();
      storefront.app = await buildApp(fixture.config);
      return storefront.app;
    },
    async anotherInstance() {
      others.push(await buildApp(fixture.config));
      return others[others.length - 1];
    },
    async stop() {
      await Promise.all(others.map((other) => other.close()));
      await storefront.app.close();
      await database?.drop();
      await bucket?.close();
      fixture.cleanup();
    },
  };
  return storefront;
}

/** How long a test storefront may take to stop: its job engine waits for its workers to stop, and a busy machine is slow. */
export const STOP_TIMEOUT_MS = 30_000;

/** Runs a describe block once per test database, with a fresh storefront for the block. */
export function describeEachDatabase(title: string, define: (storefront: () => TestStorefront) => void, env?: Record<string, string>) {
  describeOn(testDialects(), title, define, env);
}

/**
 * Runs a describe block once, on the production set-up when the run has it (PostgreSQL and a bucket),
 * else on SQLite: for blocks whose subject is the drawing, whose cost is in the pictures and
 * whose storage calls are the ones every describeEachDatabase block already runs on both.
 */
export function describeOnOneDatabase(title: string, define: (storefront: () => TestStorefront) => void, env?: Record<string, string>) {
  describeOn(testDialects().slice(-1), title, define, env);
}

function describeOn(dialects: Dialect[], title: string, define: (storefront: () => TestStorefront) => void, env?: Record<string, string>) {
  for (const dialect of dialects) {
    describe(`${title} [${dialect}]`, () => {
      let storefront: TestStorefront;
      beforeAll(async () => {
        storefront = await startTestStorefront(dialect, env);
      });
      afterAll(() => storefront.stop(), STOP_TIMEOUT_MS);
      define(() => storefront);
    });
  }
}

/** An anonymous visitor: a session cookie and its anti-forgery token, as the browser holds them. */
export async function newVisitor(app: FastifyInstance, { language }: { language?: Language } = {}) {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token?_=1' });
  const signed = response.cookies.find((c) => c.name === 'sid')!.value;
  return visitorOn(app, { signedCookie: signed, token: response.json<{ csrf_token: string }>().csrf_token, language });
}

/** The same browser talking to a server (for example the one started again after a restart). */
export function visitorOn(
  app: FastifyInstance,
  { signedCookie, token, language }: { signedCookie: string; token: string; language?: Language },
) {
  const cookie = `sid=${signedCookie}`;
  // A page in a language sends it with every call, as the storefront does.
  const inLanguage = language ? { 'accept-language': language } : {};
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: { cookie, 'x-csrf-token': token, ...inLanguage } });
  return {
    signedCookie,
    cookie,
    token,
    /** The headers a page sends with each call: its language's. */
    pageHeaders: inLanguage,
    /** The session id inside the signed cookie, as the server's counters key it. */
    sessionId: app.unsignCookie(signedCookie).value!,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie, ...inLanguage } }),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export type Visitor = Awaited<ReturnType<typeof newVisitor>>;
