import type { Db } from '../../../platform/db/database.js';
import type { PageJobStatus, PageJobsTable } from '../tables.js';
import type { JobAttempt } from '../../../platform/jobs/jobEngine.js';
import type { PageGenerator } from '../../imaging/index.js';
import { photoKey, readStoredFace } from '../photos/photoStore.js';
import { storedLook } from '../heroes/heroLooks.js';
import { readCompanions } from '../heroes/companionList.js';
import { saveGeneratedPage } from './generatedImages.js';
import { bookStory } from '../stories/bookStory.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import { secondsSince, type ShopMetrics } from '../../../platform/operations/metrics.js';
import { previewHero } from './previewHero.js';
import { keptPhotoOf } from '../photos/photoStore.js';
import { deletePhotoOnceFirstPagesDrawn } from '../photos/earlyPhotoDeletion.js';

export interface PageWorkSettings {
  db: Db;
  generator: PageGenerator;
  storage: ObjectStore;
  /** Options drawn per page. */
  options: number;
  metrics?: ShopMetrics;
}

async function pageRequest(settings: PageWorkSettings, job: PageJobsTable) {
  const { db } = settings;
  const row = await previewHero(db, job.request_uuid);
  if (!row) throw new Error('The request or its preview is gone');
  const { product } = row;
  const companions = readCompanions(row.companions);
  const page = bookStory(product, row.language, companions).pages.find((p) => p.pageNumber === job.page_number);
  if (!page) throw new Error(`The story has no page ${job.page_number}`);
  const photo = settings.generator.usesPhoto ? await photoToPaintFrom(settings, job.request_uuid) : null;
  return {
    token: row.image_token,
    request: {
      productSlug: product.slug,
      page,
      child: { firstName: row.child_first_name, gender: row.gender },
      look: storedLook(row.hero, { gender: row.gender, age: row.age, skinTone: row.skin_tone }),
      companions,
      photo,
      options: settings.options,
    },
  };
}

/** The photo and its face, for a generator that paints from it: it is kept for such a generator until the book is made. */
async function photoToPaintFrom({ db, storage }: PageWorkSettings, requestUuid: string) {
  const stored = await keptPhotoOf(db, requestUuid);
  const image = stored && (await storage.get(photoKey(requestUuid, stored.file_name)));
  if (!stored || !image) throw new Error('The photo is gone');
  return { image, face: readStoredFace(stored.face) };
}

const PAGE_RUNNING: PageJobStatus[] = ['queued', 'processing', 'completed'];

/**
 * Draws one page's options: processing, completed (drawn), then available (pictures stored). A
 * failed try puts the page back in the queue, or reports the error after the last one.
 */
export async function generatePage(settings: PageWorkSettings, jobId: string, attempt: JobAttempt): Promise<void> {
  const { db } = settings;
  const moveTo = (values: Partial<PageJobsTable>) =>
    db
      .updateTable('page_jobs')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('job_id', '=', jobId)
      .where('status', 'in', PAGE_RUNNING)
      .returningAll()
      .executeTakeFirst();
  // A page already drawn, or whose request was deleted meanwhile, needs nothing more.
  const job = await moveTo({ status: 'processing', attempts: attempt.number });
  if (!job) return;
  try {
    const { token, request } = await pageRequest(settings, job);
    const started = performance.now();
    const images = await settings.generator.generate(request);
    settings.metrics?.observePageGeneration(secondsSince(started));
    await moveTo({ status: 'completed' });
    const urls = await saveGeneratedPage(settings.storage, job.request_uuid, token, job.page_number, images);
    await moveTo({ status: 'available', images: JSON.stringify(urls), error: null });
    // Drawn from the hero alone: the photo has done its work once the parent has seen the first pages.
    if (!settings.generator.usesPhoto) await deletePhotoOnceFirstPagesDrawn(db, settings.storage, job.request_uuid);
  } catch (error) {
    const message = (error as Error).message;
    await moveTo(attempt.final ? { status: 'error', error: message } : { status: 'queued' });
    throw error;
  }
}
