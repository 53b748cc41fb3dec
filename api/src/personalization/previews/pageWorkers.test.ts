import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { childDetails, newRequestUuid, uploadPhoto } from '../../testing/photoUpload.js';
import { describeEachDatabase, newVisitor } from '../../testing/testApp.js';
import { embeddedGenerator } from '../generators/embeddedGenerator.js';
import { startPageWorkers } from './pageWorkers.js';
import { claimNextJob, jobId } from './pageJobQueue.js';
import { FIRST_VISIT_USAGE } from 'shared-contracts/constants';

jest.setTimeout(120_000);

const usageStats = FIRST_VISIT_USAGE;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeEachDatabase(
  'separate page workers (scale-out)',
  (storefront) => {
    it('two worker pools share the queue and never do a page twice', async () => {
      const { app } = storefront();
      const requestUuid = newRequestUuid();
      const visitor = await newVisitor(app);
      expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
      await visitor.post(`/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 5, usageStats });

      const settings = {
        db: app.db,
        dialect: storefront().dialect,
        generator: embeddedGenerator(),
        storage: app.storage,
        options: 1,
        log: quietLog,
      };
      const pools = [
        startPageWorkers(settings, { concurrency: 2, idPrefix: 'worker-a-', pollMs: 50 }),
        startPageWorkers(settings, { concurrency: 2, idPrefix: 'worker-b-', pollMs: 50 }),
      ];
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
        DATA_DIR: config.dataDir,
        ...(config.storageUrl ? { STORAGE_URL: config.storageUrl } : {}),
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
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
            .select(['status', 'worker_id', 'attempts'])
            .where('request_uuid', '=', requestUuid)
            .where('page_number', '<=', 2)
            .execute();
          if (jobs.every((job) => job.status === 'available')) {
            expect(jobs.every((job) => job.worker_id!.startsWith('worker-') && job.attempts === 1)).toBe(true);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error('the worker processes did not finish');
      } finally {
        await Promise.all(workers.map((worker) => new Promise((resolve) => (worker.once('exit', resolve), worker.kill('SIGTERM')))));
      }
    });

    it("takes over a job whose worker's lease ran out", async () => {
      const { app } = storefront();
      const requestUuid = newRequestUuid();
      const visitor = await newVisitor(app);
      expect((await uploadPhoto(storefront(), await singleFacePhoto(), childDetails(requestUuid), { visitor })).json().status).toBe('ok');
      await visitor.post('/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
      await app.db
        .updateTable('page_jobs')
        .set({ status: 'processing', worker_id: 'worker-gone-1', lease_until: new Date(Date.now() - 1000).toISOString() })
        .where('job_id', '=', jobId(requestUuid, 1))
        .execute();
      let claimed;
      for (let i = 0; i < 10 && claimed?.job_id !== jobId(requestUuid, 1); i += 1)
        claimed = await claimNextJob(app.db, storefront().dialect, 'worker-new-1');
      expect(claimed).toMatchObject({ job_id: jobId(requestUuid, 1), worker_id: 'worker-new-1', status: 'processing', attempts: 1 });
    });
  },
  { PAGE_WORKERS: '0' },
);
