import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { releaseExpiredCouponHolds } from '../orders/couponHolds.js';
import { photoFolder } from './photos/photoStore.js';
import { generatedFolder } from './previews/generatedImages.js';
import { quickPreviewFolder } from './quickPreviewRoutes.js';

export interface RetentionSettings {
  /** Days a request's photo and pictures are kept when no order was paid for it. */
  unorderedDays: number;
  /** Hours a quick preview's pictures are kept. */
  quickPreviewHours: number;
  /** Days an order's chosen pictures are kept after it shipped (its book PDF stays for reprints). */
  shippedOrderDays: number;
}

/** Deletes a request's photo (file and record): after the book is made, or when the request is abandoned. */
export async function deleteChildPhoto(db: Db, dataDir: string, requestUuid: string): Promise<void> {
  await rm(photoFolder(dataDir, requestUuid), { recursive: true, force: true });
  await db.deleteFrom('photos').where('request_uuid', '=', requestUuid).execute();
}

/** Deletes everything drawn from a child's photo for a request, and the photo. */
export async function deleteRequestImages(db: Db, dataDir: string, requestUuid: string): Promise<void> {
  await deleteChildPhoto(db, dataDir, requestUuid);
  await rm(generatedFolder(dataDir, requestUuid), { recursive: true, force: true });
  await db.deleteFrom('page_jobs').where('request_uuid', '=', requestUuid).execute();
  await db.deleteFrom('book_previews').where('request_uuid', '=', requestUuid).execute();
  await db.updateTable('books').set({ pages: '{}' }).where('request_uuid', '=', requestUuid).execute();
}

/**
 * The scheduled sweep: every photo and picture of a request that was not ordered within the set
 * number of days, and every quick preview past its hours, is deleted. Answers what it removed.
 */
export async function sweepExpiredImages(db: Db, dataDir: string, settings: RetentionSettings, now = new Date()) {
  const cutoff = new Date(now.getTime() - settings.unorderedDays * 24 * 60 * 60 * 1000).toISOString();
  const abandoned = await db
    .selectFrom('book_requests')
    .leftJoin('product_orders', 'product_orders.request_uuid', 'book_requests.request_uuid')
    .select('book_requests.request_uuid')
    .where('book_requests.created_at', '<', cutoff)
    .where((eb) => eb.or([eb('product_orders.state', 'is', null), eb('product_orders.state', '!=', 'paid')]))
    // The sample flipbooks are the shop's own books, not a child's.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sample_flipbooks').select('sample_flipbooks.request_uuid').whereRef('sample_flipbooks.request_uuid', '=', 'book_requests.request_uuid'))))
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('photos').select('photos.request_uuid').whereRef('photos.request_uuid', '=', 'book_requests.request_uuid')),
        eb.exists(eb.selectFrom('book_previews').select('book_previews.request_uuid').whereRef('book_previews.request_uuid', '=', 'book_requests.request_uuid')),
      ]),
    )
    .execute();
  for (const { request_uuid } of abandoned) await deleteRequestImages(db, dataDir, request_uuid);

  const shippedCutoff = new Date(now.getTime() - settings.shippedOrderDays * 24 * 60 * 60 * 1000).toISOString();
  const shipped = await db.selectFrom('product_orders').select('request_uuid').where('shipped_at', '<', shippedCutoff).execute();
  for (const { request_uuid } of shipped) await rm(generatedFolder(dataDir, request_uuid), { recursive: true, force: true });

  let quickPreviews = 0;
  const quickRoot = quickPreviewFolder(dataDir);
  const oldest = now.getTime() - settings.quickPreviewHours * 60 * 60 * 1000;
  for (const entry of await readdir(quickRoot).catch(() => [] as string[])) {
    const folder = path.join(quickRoot, entry);
    if ((await stat(folder)).mtimeMs < oldest) {
      await rm(folder, { recursive: true, force: true });
      quickPreviews += 1;
    }
  }
  return { requests: abandoned.length, quickPreviews };
}

/** Runs the sweep now and then every hour; the answer stops it, waiting for a sweep under way. */
export function scheduleRetentionSweep(db: Db, dataDir: string, settings: RetentionSettings, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = sweepExpiredImages(db, dataDir, settings)
      .then((removed) => (removed.requests || removed.quickPreviews) && log.info(removed, 'expired photos and pictures deleted'))
      .then(() => releaseExpiredCouponHolds(db))
      .then((released) => released && log.info({ released }, 'coupon uses held by abandoned checkouts given back'))
      .catch((error: Error) => log.error({ error: error.message }, 'retention sweep failed'));
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
