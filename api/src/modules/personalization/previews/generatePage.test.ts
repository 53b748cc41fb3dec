import { SHOP_QUEUES } from '../../../shopQueues.js';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor } from '../../../testing/testApp.js';
import { embeddedGenerator } from '../../imaging/generators/embeddedGenerator.js';
import { openJobEngine } from '../../../platform/jobs/openJobEngine.js';
import type { JobEngine } from '../../../platform/jobs/jobEngine.js';
import { generatePage } from './generatePage.js';
import { FIRST_VISIT_USAGE } from 'contracts/constants';

jest.setTimeout(120_000);

const usageStats = FIRST_VISIT_USAGE;
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const quietLog = { error: () => undefined };

describeEachDatabase('separate page workers (scale-out)', (storefront) => {
  it('two worker pools share the queue and never do a page twice', async () => {
    const { app } = storefront();
    const requestUuid = newRequestUuid();
    const visitor = await newVisitor(app);
    expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
    await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
    await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 5, usageStats });

    const settings = { db: app.db, generator: embeddedGenerator(), storage: app.storage, options: 1 };
    const pools: JobEngine[] = [];
    for (const workerName of ['worker-a', 'worker-b']) {
      const { dialect, config } = storefront();
      const engine = await openJobEngine({
        database: { db: app.db, dialect },
        databaseUrl: config.database.databaseUrl,
        workerName,
        policies: SHOP_QUEUES,
        log: quietLog,
      });
      // The book's cover comes through the same queue; this test is about its pages.
      await engine.work(
        { page: async (picture, attempt) => ('jobId' in picture ? generatePage(settings, picture.jobId, attempt) : undefined) },
        { page: 2 },
      );
      pools.push(engine);
    }
    try {
      for (let i = 0; i < 300; i += 1) {
        const jobs = await app.db
          .selectFrom('page_jobs')
          .selectAll()
          .where('request_uuid', '=', requestUuid)
          .where('page_number', '<=', 4)
          .execute();
        if (jobs.every((job) => job.status === 'available')) {
          expect(jobs.map((job) => job.attempts)).toEqual([1, 1, 1, 1]);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the workers did not finish');
    } finally {
      await Promise.all(pools.map((pool) => pool.stop()));
    }
  });

  it('separate worker processes (npm run worker) draw the queued pages', async () => {
    const { app, config } = storefront();
    const requestUuid = newRequestUuid();
    const visitor = await newVisitor(app);
    expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
    await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
    const env = {
      ...process.env,
      DATA_DIR: config.storage.dataDir,
      ...(config.storage.storageUrl ? { STORAGE_URL: config.storage.storageUrl } : {}),
      ...(config.database.databaseUrl ? { DATABASE_URL: config.database.databaseUrl } : {}),
      PAGE_OPTIONS: '1',
      LOG_LEVEL: 'silent',
    };
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    const workers = [1, 2].map(() =>
      spawn(tsx, ['--conditions=source', path.join(repoRoot, 'api/src/worker.ts')], { env, stdio: 'ignore' }),
    );
    try {
      for (let i = 0; i < 600; i += 1) {
        const jobs = await app.db
          .selectFrom('page_jobs')
          .select(['status', 'attempts'])
          .where('request_uuid', '=', requestUuid)
          .where('page_number', '<=', 2)
          .execute();
        if (jobs.every((job) => job.status === 'available')) {
          expect(jobs.map((job) => job.attempts)).toEqual([1, 1]);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the worker processes did not finish');
    } finally {
      await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill('SIGTERM')))));
    }
  });
});
