import { spawn } from 'node:child_process';
import { CompiledQuery } from 'kysely';
import { PgBoss } from 'pg-boss';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/config.js';
import type { PlatformConfig } from '../config/environment.js';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../db/openDatabase.js';
import { createPostgresDatabase, describeEachDatabase, testDialects } from '../../testing/testApp.js';
import type { JobAttempt, JobEngine } from './jobEngine.js';
import { embeddedEngine } from './embeddedEngine.js';
import { openJobEngine } from './openJobEngine.js';
import { SHOP_QUEUES } from '../../shopQueues.js';
import { SHORT_JOB_POLICIES } from '../../testing/shortJobPolicies.js';

jest.setTimeout(60_000);

const policies = SHORT_JOB_POLICIES;

const quiet = { error: () => undefined };

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The worker process of `testing/hangingWorker.ts`, on the test storefront's database. */
function startHangingWorker({ storage, database }: Pick<PlatformConfig, 'storage' | 'database'>, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: storage.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
  // Node itself, not tsx's launcher: a signal must reach the process that holds the job.
  const worker = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', path.join(repoRoot, 'api/src/testing/hangingWorker.ts'), ...args],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const said: Record<string, number> = {};
  worker.stdout.on('data', (chunk: Buffer) => {
    for (const word of chunk.toString().split('\n')) said[word] ??= Date.now();
  });
  const exited = new Promise<number>((resolve) => worker.on('exit', () => resolve(Date.now())));
  return {
    process: worker,
    /** When the worker said the word. */
    said: async (word: string) => (await until(() => word in said), said[word]),
    exited,
  };
}

describeEachDatabase('the job engine', (storefront) => {
  const engines: JobEngine[] = [];
  const open = async (workerName: string) => {
    const { app, dialect, config } = storefront();
    const engine = await openJobEngine({
      database: { db: app.db, dialect },
      databaseUrl: config.database.databaseUrl,
      workerName,
      policies,
      maintenanceIntervalSeconds: 1,
      log: quiet,
    });
    engines.push(engine);
    return engine;
  };
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });

  it('runs each job once, on one of two workers, and only jobs whose transaction committed', async () => {
    const [a, b] = [await open('worker-a'), await open('worker-b')];
    const { db } = storefront().app;
    const runs: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const handler = async ({ emailId }: { emailId: string }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      runs.push(emailId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const ids = Array.from({ length: 12 }, (_, i) => `once-${i}`);
    await db.transaction().execute(async (trx) => {
      for (const emailId of ids) await a.enqueue(trx, 'email', { emailId });
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await a.enqueue(trx, 'email', { emailId: 'rolled-back' });
        throw new Error('the record was not stored');
      }),
    ).rejects.toThrow('the record was not stored');
    await a.work({ email: handler }, { email: 2 });
    await b.work({ email: handler }, { email: 2 });
    await until(() => runs.length >= ids.length);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.sort()).toEqual(ids.sort());
    expect(mostAtOnce).toBeGreaterThan(1);
    expect((await a.depth()).email).toBe(0);
  });

  it('takes the due job of the highest priority first, then the oldest', async () => {
    const engine = await open('worker-priority');
    const { db } = storefront().app;
    const queued: [string, number][] = [
      ['flood-1', -30],
      ['flood-2', -30],
      ['newcomer-1', 0],
      ['flood-3', -33],
      ['newcomer-2', 0],
    ];
    for (const [jobId, priority] of queued) await engine.enqueue(db, 'page', { jobId }, { priority });
    const order: string[] = [];
    await engine.work({ page: async (picture) => void order.push('jobId' in picture ? picture.jobId : picture.cover) }, { page: 1 });
    await until(() => order.length === queued.length);
    expect(order).toEqual(['newcomer-1', 'newcomer-2', 'flood-1', 'flood-2', 'flood-3']);
  });

  it('keeps one waiting job per picture, and runs it again when it is asked for while it runs', async () => {
    const engine = await open('worker-keys');
    const { db } = storefront().app;
    for (let i = 0; i < 5; i += 1) await engine.enqueue(db, 'page', { cover: 'burst' });
    const runs: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await engine.work(
      {
        page: async (picture) => {
          runs.push('cover' in picture ? picture.cover : picture.jobId);
          if (runs.length === 1) await held;
        },
      },
      { page: 1 },
    );
    await until(() => runs.length === 1);
    // Asked for again (twice) while it is drawn: one more run, after it.
    await engine.enqueue(db, 'page', { cover: 'burst' });
    await engine.enqueue(db, 'page', { cover: 'burst' });
    release();
    await until(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toEqual(['burst', 'burst']);
    expect((await engine.depth()).page).toBe(0);
  });

  it('takes a job given a start time no sooner than then', async () => {
    const engine = await open('worker-later');
    const queuedAt = Date.now();
    await storefront()
      .app.db.transaction()
      .execute((trx) => engine.enqueue(trx, 'email', { emailId: 'later' }, { startAfter: new Date(queuedAt + 2_000) }));
    let takenAt = 0;
    await engine.work({ email: async () => void (takenAt = Date.now()) }, { email: 1 });
    await until(() => takenAt > 0);
    // Less the rounding of a start time to its second.
    expect(takenAt - queuedAt).toBeGreaterThanOrEqual(1_000);
  });

  it('tries a failing job again with growing delays, telling the last try it is the last', async () => {
    const engine = await open('worker-retry');
    const tries: (JobAttempt & { at: number })[] = [];
    await storefront()
      .app.db.transaction()
      .execute((trx) => engine.enqueue(trx, 'email', { emailId: 'flaky' }));
    expect((await engine.depth()).email).toBe(1);
    await engine.work(
      {
        email: async (_payload, attempt) => {
          tries.push({ ...attempt, at: Date.now() });
          throw new Error('SMTP server unavailable');
        },
      },
      { email: 1 },
    );
    await until(() => tries.length === 3);
    expect(tries.map(({ number, final }) => ({ number, final }))).toEqual([
      { number: 1, final: false },
      { number: 2, final: false },
      { number: 3, final: true },
    ]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(900);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(1_900);
    await until(async () => (await engine.depth()).email === 0);
  });

  it('gives the job a killed worker held to another once its timeout has passed, not before', async () => {
    const { app, config } = storefront();
    const healthy = await open('worker-healthy');
    await app.db.transaction().execute((trx) => healthy.enqueue(trx, 'book-pdf', { requestUuid: 'held' }));
    const doomed = startHangingWorker(config);
    await doomed.said('holding');
    doomed.process.kill('SIGKILL');
    const killedAt = Date.now();
    let takenAt = 0;
    await healthy.work({ 'book-pdf': async () => void (takenAt = Date.now()) }, { 'book-pdf': 1 });
    await until(() => takenAt > 0);
    expect(takenAt - killedAt).toBeGreaterThanOrEqual(SHORT_JOB_POLICIES['book-pdf'].expireInSeconds * 1000 - 1_000);
    await until(async () => (await healthy.depth())['book-pdf'] === 0);
  });

  it.each([
    ['holding a job', []],
    ['its workers were waiting for a connection', ['--crowded']],
  ])('leaves nothing running once stop() has resolved, even when %s', async (_, args) => {
    const { app, config } = storefront();
    await app.db.transaction().execute(async (trx) => (await open('worker-enqueue')).enqueue(trx, 'book-pdf', { requestUuid: 'stop' }));
    const worker = startHangingWorker(config, '--stop', ...args);
    try {
      const stoppedAt = await worker.said('stopped');
      // Only closing the database is left after "stopped": a timer of the engine's would keep the process alive.
      expect((await Promise.race([worker.exited, sleep(10_000).then(() => Infinity)])) - stoppedAt).toBeLessThan(300);
    } finally {
      worker.process.kill();
    }
  });

  it('the embedded queue: a restarted process takes the jobs its last run held at once, not after their timeout', async () => {
    const { db } = storefront().app;
    const slow = { ...policies, 'book-pdf': { ...policies['book-pdf'], expireInSeconds: 600 } };
    const before = embeddedEngine(db, { workerName: 'embedded-restart', policies: slow, log: quiet });
    engines.push(before);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldOnce = false;
    await db.transaction().execute((trx) => before.enqueue(trx, 'book-pdf', { requestUuid: 'interrupted' }));
    const hold = async () => {
      heldOnce = true;
      await held;
    };
    await before.work({ 'book-pdf': hold }, { 'book-pdf': 1 });
    await until(() => heldOnce);
    // The process "stops" while holding the job; the same worker starts again.
    const after = embeddedEngine(db, { workerName: 'embedded-restart', policies: slow, log: quiet });
    engines.push(after);
    let redoneAt = 0;
    const restartedAt = Date.now();
    await after.work({ 'book-pdf': async () => void (redoneAt = Date.now()) }, { 'book-pdf': 1 });
    await until(() => redoneAt > 0);
    expect(redoneAt - restartedAt).toBeLessThan(5_000);
    release();
  });
});

// A database shared by instances is PostgreSQL: one SQLite file has one server.
for (const dialect of testDialects().filter((name) => name === 'postgres')) {
  describe(`instances starting together on a new database [${dialect}]`, () => {
    it('open the job engine one at a time, each with every queue', async () => {
      const { url, drop } = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), migrations: [] });
      const open = (workerName: string) => openJobEngine({ database, databaseUrl: url, workerName, policies, log: quiet });
      try {
        const engines = await Promise.all([open('a'), open('b'), open('c')]);
        for (const engine of engines) expect(Object.keys(await engine.depth()).sort()).toEqual(Object.keys(SHOP_QUEUES).sort());
        await Promise.all(engines.map((engine) => engine.stop()));
      } finally {
        await database.close();
        await drop();
      }
    });

    it("makes an earlier version's standard picture queue keyed again while it is empty, and keeps one with jobs in it", async () => {
      const { url, drop } = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), migrations: [] });
      const policyOf = async (queue: string) =>
        (await database.db.executeQuery<{ policy: string }>(CompiledQuery.raw('SELECT policy FROM pgboss.queue WHERE name = $1', [queue])))
          .rows[0].policy;
      const errors: object[] = [];
      try {
        // As the version before made them: standard queues, and a page waiting in one of them.
        const earlier = new PgBoss({ connectionString: url });
        await earlier.start();
        await earlier.createQueue('page', { policy: 'standard' });
        await earlier.createQueue('cover', { policy: 'standard' });
        await earlier.send('cover', { requestUuid: 'waiting' });
        await earlier.stop({ graceful: true });
        const engine = await openJobEngine({
          database,
          databaseUrl: url,
          workerName: 'upgraded',
          policies,
          log: { error: (o) => errors.push(o) },
        });
        expect({ page: await policyOf('page'), cover: await policyOf('cover') }).toEqual({ page: 'short', cover: 'standard' });
        expect(errors).toEqual([expect.objectContaining({ queue: 'cover', policy: 'standard', wanted: 'short' })]);
        for (let i = 0; i < 3; i += 1) await engine.enqueue(database.db, 'page', { cover: 'burst' });
        expect((await engine.depth()).page).toBe(1);
        await engine.stop();
      } finally {
        await database.close();
        await drop();
      }
    });
  });
}

describe('the operations guide', () => {
  it("lists each queue's tries, first retry and timeout as the engines apply them", () => {
    const readme = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
    const duration = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'}`);
    for (const [queue, policy] of Object.entries(SHOP_QUEUES)) {
      expect(readme).toContain(
        `| \`${queue}\` | ${policy.retryLimit + 1} | ${duration(policy.retryDelaySeconds)} | ${duration(policy.expireInSeconds)} |`,
      );
    }
  });
});
