import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/jobEngine.js';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';
import { generatedFolder } from './generatedImages.js';
import { jobId } from './pageJobs.js';
import { takeDrawingTurn } from './drawingTurns.js';
import { previewCoverUrl } from './previewCover.js';
import { reserveUsage } from '../../abuse/index.js';
import { DomainError } from '../../../platform/errors/domainError.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';

/** Whether every page and the cover are drawn for the book as it now stands: no drawing is under way. */
export async function isBookDrawn(db: Db, requestUuid: string): Promise<boolean> {
  const waiting = await db
    .selectFrom('page_jobs')
    .select('page_number')
    .where('request_uuid', '=', requestUuid)
    .where('status', '!=', 'available')
    .executeTakeFirst();
  return !waiting && (await previewCoverUrl(db, requestUuid)) !== null;
}

/**
 * Draws every page and the cover again for a child whose name changed (the words on each picture
 * carry it), with the same hero; like a new hero, it counts as a preview against the session's
 * weekly quota. The new pictures get a new token, so no browser shows one it kept from before, and
 * the parent's choices move to the same options under it; `spend` takes the pages from the day's budgets first. Called in the transaction that changes
 * the name (a refusal or failure gives the use back with the rest); answers the old token, whose
 * pictures `deleteDrawnUnder` removes once that is committed.
 */
export async function redrawWithNewName(
  trx: Db,
  jobs: JobQueue,
  requestUuid: string,
  sessionId: string,
  spend: (pages: number) => Promise<void>,
): Promise<string> {
  if (!(await reserveUsage(trx, 'book_preview', sessionId)))
    throw new DomainError('too-many-requests', visitorText('personalization.tooManyPreviews'));
  const drawn = await trx.selectFrom('page_jobs').select('page_number').where('request_uuid', '=', requestUuid).execute();
  // Every page and the cover.
  await spend(drawn.length + 1);
  const { image_token: oldToken } = await trx
    .selectFrom('book_previews')
    .select('image_token')
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  const token = randomBytes(18).toString('base64url');
  await trx.updateTable('book_previews').set({ image_token: token }).where('request_uuid', '=', requestUuid).execute();
  const book = await trx.selectFrom('books').select('pages').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (book) {
    const chosen = readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, book.pages);
    const moved = Object.fromEntries(Object.entries(chosen).map(([page, url]) => [page, url.replace(`/${oldToken}-`, `/${token}-`)]));
    await trx
      .updateTable('books')
      .set({ pages: JSON.stringify(moved) })
      .where('request_uuid', '=', requestUuid)
      .execute();
  }
  const now = new Date().toISOString();
  const pages = await trx
    .updateTable('page_jobs')
    .set({ status: 'queued', attempts: 0, images: null, error: null, queued_at: now, updated_at: now })
    .where('request_uuid', '=', requestUuid)
    .returning('page_number')
    .execute();
  const priority = await takeDrawingTurn(trx, requestUuid, pages.length + 1);
  for (const page of pages) await jobs.enqueue(trx, 'page', { jobId: jobId(requestUuid, page.page_number) }, { priority });
  await jobs.enqueue(trx, 'page', { cover: requestUuid }, { priority });
  return oldToken;
}

/** Deletes the pictures a request's pages and cover were drawn under `token`. */
export async function deleteDrawnUnder(storage: ObjectStore, requestUuid: string, token: string): Promise<void> {
  for (const { key } of await storage.list(generatedFolder(requestUuid))) {
    if (key.split('/').pop()!.startsWith(`${token}-`)) await storage.delete(key);
  }
}
