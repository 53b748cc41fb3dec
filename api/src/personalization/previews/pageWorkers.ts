import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/openDatabase.js';
import type { PageJobsTable } from '../../db/schema.js';
import type { PageGenerator } from '../generators/pageGenerator.js';
import { photoKey, readStoredFace } from '../photos/photoStore.js';
import { SKIN_TONE_PALETTE } from '../photos/skinTone.js';
import { saveGeneratedPage } from './generatedImages.js';
import { claimNextJob, finishJob, LEASE_MS, renewLease } from './pageJobQueue.js';
import { JSON_COLUMNS, readJsonColumn } from '../../db/jsonColumns.js';
import type { ObjectStore } from '../../storage/objectStore.js';

export const MAX_ATTEMPTS = 3;

export interface WorkerSettings {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  generator: PageGenerator;
  storage: ObjectStore;
  /** Options drawn per page. */
  options: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

async function pageRequest(settings: WorkerSettings, job: PageJobsTable) {
  const { db } = settings;
  const row = await db
    .selectFrom('book_requests')
    .innerJoin('products', 'products.product_id', 'book_requests.product_id')
    .innerJoin('photos', 'photos.request_uuid', 'book_requests.request_uuid')
    .innerJoin('book_previews', 'book_previews.request_uuid', 'book_requests.request_uuid')
    .select([
      'book_requests.child_first_name',
      'book_requests.gender',
      'products.slug',
      'products.story_pages',
      'photos.file_name',
      'photos.face',
      'book_previews.skin_tone',
      'book_previews.image_token',
    ])
    .where('book_requests.request_uuid', '=', job.request_uuid)
    .executeTakeFirst();
  if (!row) throw new Error('The request, its photo or its preview is gone');
  const page = readJsonColumn(JSON_COLUMNS.storyPages, row.story_pages).find((p) => p.pageNumber === job.page_number);
  if (!page) throw new Error(`The story has no page ${job.page_number}`);
  const tone = SKIN_TONE_PALETTE.find((t) => t.skinTone === row.skin_tone) ?? SKIN_TONE_PALETTE[2];
  const image = await settings.storage.get(photoKey(job.request_uuid, row.file_name));
  if (!image) throw new Error('The photo is gone from storage');
  return {
    token: row.image_token,
    request: {
      productSlug: row.slug,
      page,
      child: { firstName: row.child_first_name, gender: row.gender },
      skinToneHex: tone.hexColor,
      photo: { image, face: readStoredFace(row.face) },
      options: settings.options,
    },
  };
}

/** Does one job: generated, finalised (files written), then available. Failures retry, then report an error. */
export async function processJob(settings: WorkerSettings, job: PageJobsTable, workerId: string): Promise<void> {
  // A missed renewal is not fatal: the next one, or the lease's own length, covers it.
  const heartbeat = setInterval(() => void renewLease(settings.db, job, workerId).catch(() => undefined), LEASE_MS / 3);
  try {
    const { token, request } = await pageRequest(settings, job);
    const images = await settings.generator.generate(request);
    if (!(await finishJob(settings.db, job, workerId, { status: 'completed' }))) return;
    const urls = await saveGeneratedPage(settings.storage, job.request_uuid, token, job.page_number, images);
    await finishJob(settings.db, job, workerId, { status: 'available', images: JSON.stringify(urls), error: null, lease_until: null });
  } catch (error) {
    const message = (error as Error).message;
    settings.log.warn({ job: job.job_id, attempt: job.attempts, error: message }, 'page generation failed');
    const retry = job.attempts < MAX_ATTEMPTS;
    await finishJob(
      settings.db,
      job,
      workerId,
      retry ? { status: 'queued', worker_id: null, lease_until: null } : { status: 'error', error: message },
    );
  } finally {
    clearInterval(heartbeat);
  }
}

export interface PageWorkers {
  /** Wakes idle workers at once (new jobs were queued by this process). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Workers that take page jobs from the database until stopped. Idle workers look again every
 * `pollMs`, or at once when woken.
 */
export function startPageWorkers(
  settings: WorkerSettings,
  { concurrency, idPrefix, pollMs = 500 }: { concurrency: number; idPrefix: string; pollMs?: number },
): PageWorkers {
  let running = true;
  const sleepers = new Set<() => void>();
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const loops = Array.from({ length: concurrency }, async (_, index) => {
    const workerId = `${idPrefix}${index}`;
    while (running) {
      let job: PageJobsTable | undefined;
      try {
        job = await claimNextJob(settings.db, settings.dialect, workerId);
      } catch (error) {
        settings.log.error({ error: (error as Error).message }, 'could not claim a page job');
      }
      if (job) await processJob(settings, job, workerId);
      else await sleep();
    }
  });
  return {
    wake: () => [...sleepers].forEach((wake) => wake()),
    async stop() {
      running = false;
      [...sleepers].forEach((wake) => wake());
      await Promise.all(loops);
    },
  };
}
