import { randomBytes } from 'node:crypto';
import type { HeroLook } from 'contracts/hero';
import type { Companion } from 'contracts/companions';
import { companionsOf, keptCompanionsJson } from '../heroes/companionList.js';
import type { BookPreviewResponse, PageStatus, PreviewStatus } from 'contracts/schemas';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import type { Db } from '../../../platform/db/database.js';
import { DomainError, notFound } from '../../../platform/errors/domainError.js';
import { lockRequest, REQUEST_NOT_FOUND, type RequestAccess } from '../access/requestAccess.js';
import { toRupees, findProduct, printOfSheet, shownSheet } from '../../catalogue/index.js';
import type { RequestPayments } from '../requestPayments.js';
import { personaliseText } from '../../imaging/index.js';
import { bookStory, secondLanguageWords, starringTitle, storyBlurb } from '../stories/bookStory.js';
import { bookEdition } from '../bookEdition.js';
import { generatedFolder, pictureAloneUrl } from './generatedImages.js';
import { previewCoverUrl } from './previewCover.js';
import { jobId, jobsOf } from './pageJobs.js';
import { takeDrawingTurn } from './drawingTurns.js';
import type { JobQueue } from '../../../platform/jobs/jobEngine.js';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';
import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';

/** The preview's line above its pages, in the page's language (not the book's). */
const NAVIGATION_TEXT = visitorText('personalization.preview.navigation');

async function previewContext(db: Db, requestUuid: string) {
  const request = await db
    .selectFrom('book_requests')
    .select(['product_id', 'child_first_name', 'hindi_first_name', 'gender', 'language', 'second_language'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  const product = request && (await findProduct(db, request.product_id));
  if (!request || !product) throw notFound(REQUEST_NOT_FOUND);
  const companions = await companionsOf(db, requestUuid);
  const story = bookStory(product, request.language, companions);
  const { pagesPerBatch, depositPaise, depositAfterPage } = product;
  const blurb = storyBlurb(product, request.language);
  const edition = bookEdition(request);
  const second = secondLanguageWords(product, edition, request.gender, companions);
  const name = edition.names[request.language];
  return {
    ...request,
    name,
    pagesPerBatch,
    depositPaise,
    depositAfterPage,
    title: story.title,
    blurb,
    pages: story.pages,
    companions,
    second,
  };
}

/**
 * Starts a preview with its hero and the companions beside them: every page of the story gets a job
 * (pending), and the first batch is queued. Starting again with the same cast keeps what was drawn;
 * with another hero, or companions changed in any way, every page is
 * drawn again, under new addresses, and the pictures chosen before are forgotten, so the book shows
 * one child on every page; a request paid for keeps its hero (409).
 */
export async function startPreview(
  db: Db,
  jobs: JobQueue,
  storage: ObjectStore,
  requestUuid: string,
  { hero, companions, redraw }: { hero: HeroLook; companions: readonly Companion[]; redraw: boolean },
  access: Pick<RequestAccess, 'lockUnpaid'>,
): Promise<number[]> {
  const context = await previewContext(db, requestUuid);
  // A first preview needs the photo its hero was proposed from; later ones draw the hero confirmed then (the
  // photo may be deleted by now).
  const photo = await db.selectFrom('photos').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const started = await db.selectFrom('book_previews').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!photo && !started) throw new DomainError('conflict', visitorText('personalization.preview.photoMissing'));
  const now = new Date().toISOString();
  const look = { skin_tone: hero.skinTone, hero: JSON.stringify(hero), companions: keptCompanionsJson(companions) };
  if (redraw) {
    await db.transaction().execute(async (trx) => {
      await access.lockUnpaid(trx, requestUuid);
      await trx
        .updateTable('book_previews')
        .set({ ...look, image_token: randomBytes(18).toString('base64url') })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await trx
        .updateTable('page_jobs')
        .set({ status: 'pending', attempts: 0, images: null, error: null, queued_at: null, updated_at: now })
        .where('request_uuid', '=', requestUuid)
        .execute();
      await trx.deleteFrom('books').where('request_uuid', '=', requestUuid).execute();
    });
    await storage.deleteAll(generatedFolder(requestUuid));
  } else {
    await db
      .insertInto('book_previews')
      .values({ request_uuid: requestUuid, ...look, image_token: randomBytes(18).toString('base64url'), started_at: now })
      .onConflict((oc) => oc.column('request_uuid').doUpdateSet(look))
      .execute();
  }
  for (const page of context.pages) {
    await db
      .insertInto('page_jobs')
      .values({
        job_id: jobId(requestUuid, page.pageNumber),
        request_uuid: requestUuid,
        page_number: page.pageNumber,
        status: 'pending',
        attempts: 0,
        images: null,
        error: null,
        queued_at: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .execute();
  }
  const first = context.pages.slice(0, context.pagesPerBatch).map((p) => p.pageNumber);
  const queued = await queuePages(db, jobs, requestUuid, first);
  // The book's own cover, with the hero just confirmed, comes with the first pages; the same hero asked
  // again draws nothing (its cover, in every shape, and the print shots are there).
  const preview = await db
    .selectFrom('book_previews')
    .select(['image_token', 'cover_token'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  if (preview.cover_token !== preview.image_token)
    await jobs.enqueue(db, 'page', { cover: requestUuid }, { priority: await takeDrawingTurn(db, requestUuid, 1) });
  return queued;
}

/** Queues pages not yet generated (or failed), each with its job, in the book's turn; answers the pages queued. */
export async function queuePages(db: Db, jobs: JobQueue, requestUuid: string, pageNumbers: number[]): Promise<number[]> {
  if (pageNumbers.length === 0) return [];
  const now = new Date().toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    const pages = await trx
      .updateTable('page_jobs')
      .set({ status: 'queued', attempts: 0, error: null, queued_at: now, updated_at: now })
      .where('request_uuid', '=', requestUuid)
      .where('page_number', 'in', pageNumbers)
      .where('status', 'in', ['pending', 'error'])
      .returning('page_number')
      .execute();
    const priority = await takeDrawingTurn(trx, requestUuid, pages.length);
    for (const page of pages) await jobs.enqueue(trx, 'page', { jobId: jobId(requestUuid, page.page_number) }, { priority });
    return pages;
  });
  return queued.map((row) => row.page_number).sort((a, b) => a - b);
}

/**
 * generate-pages: the pages from startPage up to (not including) endPage that are not drawn yet (or
 * failed). Pages after the deposit page are refused until the deposit is paid, so skipping the
 * payment dialog gains nothing.
 */
export async function pagesToGenerate(
  db: Db,
  payments: RequestPayments,
  requestUuid: string,
  startPage: number,
  endPage: number,
): Promise<number[]> {
  const context = await previewContext(db, requestUuid);
  const preview = await db.selectFrom('book_previews').select('request_uuid').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!preview) throw new DomainError('conflict', visitorText('personalization.preview.notStarted'));
  const lastPage = Math.max(...context.pages.map((p) => p.pageNumber));
  if (startPage < 1 || endPage <= startPage || startPage > lastPage) {
    throw new DomainError('invalid', visitorText('personalization.preview.pagesOutOfRange', { lastPage }));
  }
  const wanted = context.pages.map((p) => p.pageNumber).filter((n) => n >= startPage && n < endPage);
  if (wanted.some((n) => n > context.depositAfterPage) && !(await payments.isDepositPaid(db, requestUuid))) {
    const deposit = `₹${toRupees(context.depositPaise).toFixed(2)}`;
    const page = context.depositAfterPage;
    throw new DomainError('payment-required', visitorText('personalization.preview.depositNeeded', { deposit, page }));
  }
  const undrawn = await db
    .selectFrom('page_jobs')
    .select('page_number')
    .where('request_uuid', '=', requestUuid)
    .where('page_number', 'in', wanted)
    .where('status', 'in', ['pending', 'error'])
    .orderBy('page_number')
    .execute();
  return undrawn.map((row) => row.page_number);
}

function previewStatus(statuses: PageStatus[]): PreviewStatus {
  if (statuses.includes('error')) return 'error';
  if (statuses.every((s) => s === 'available')) return 'completed';
  if (statuses.some((s) => s === 'queued' || s === 'processing' || s === 'completed')) return 'processing';
  return 'partially_completed';
}

/** GET /bookpreviews/{requestUuid}: the preview as the page-by-page screen shows it. */
export async function readPreview(
  db: Db,
  payments: RequestPayments,
  requestUuid: string,
  pageLanguage: Language,
): Promise<BookPreviewResponse> {
  const context = await previewContext(db, requestUuid);
  const jobs = await jobsOf(db, requestUuid);
  if (jobs.length === 0) throw notFound(visitorText('personalization.preview.neverStarted'));
  const byPage = new Map(jobs.map((job) => [job.page_number, job]));
  // Every page of the story is a preview page: the book the parent approves is the book that is printed.
  const previewNumbers = new Set(context.pages.map((p) => p.pageNumber));
  const previewPagesStatus: Record<string, PageStatus> = {};
  const nonPreviewPagesStatus: Record<string, PageStatus> = {};
  for (const page of context.pages) {
    const status = byPage.get(page.pageNumber)?.status ?? 'pending';
    (previewNumbers.has(page.pageNumber) ? previewPagesStatus : nonPreviewPagesStatus)[page.pageNumber] = status;
  }
  const available = jobs.filter((job) => job.status === 'available');
  const child = { firstName: context.name, gender: context.gender };
  const pagesGeneratedForPreview = available.filter((job) => previewNumbers.has(job.page_number)).length;
  const sheet = await shownSheet(db, await payments.orderedPrint(db, requestUuid));
  const { companions } = context;
  return {
    title: starringTitle(context.title, context.name, context.language, companions),
    coverImageURL: await previewCoverUrl(db, requestUuid),
    storyTitle: context.title,
    blurb: context.blurb,
    status: previewStatus(Object.values(previewPagesStatus)),
    navigationText: NAVIGATION_TEXT[pageLanguage],
    pages: context.pages.map((page) => {
      const job = byPage.get(page.pageNumber);
      const images =
        job?.status === 'available' && job.images ? readJsonColumn(PERSONALIZATION_JSON_COLUMNS.generatedImages, job.images) : [];
      return {
        pageNumber: page.pageNumber,
        pageTitle: personaliseText(page.pageTitle, child),
        previewPage: previewNumbers.has(page.pageNumber),
        imageFileURL: images,
        pictureFileURL: images.map(pictureAloneUrl),
        text: personaliseText(page.text, child),
      };
    }),
    previewPagesStatus,
    nonPreviewPagesStatus,
    pagesGenerated: available.length,
    pagesGeneratedForPreview,
    numberOfPagesForPreview: previewNumbers.size,
    numberOfPagesPerGenerationBatch: context.pagesPerBatch,
    ...(sheet && { print: printOfSheet(sheet) }),
    ...(companions.length ? { companions } : {}),
    ...(context.second ? { second: context.second } : {}),
    depositDetails: {
      depositAmount: toRupees(context.depositPaise),
      depositTakenAfterPage: context.depositAfterPage,
      depositPaid: await payments.isDepositPaid(db, requestUuid),
    },
    ...(await reviewOf(db, payments, requestUuid)),
  };
}

/** The review window of the request's paid book, while it is open, with the pictures chosen for it. */
async function reviewOf(db: Db, payments: RequestPayments, requestUuid: string): Promise<Pick<BookPreviewResponse, 'review'>> {
  const { until } = await payments.paidBookReview(db, requestUuid);
  const book = until && (await db.selectFrom('books').select('pages').where('request_uuid', '=', requestUuid).executeTakeFirst());
  return book ? { review: { until, selectedImages: readJsonColumn(PERSONALIZATION_JSON_COLUMNS.chosenPages, book.pages) } } : {};
}

/**
 * POST /books/requests: one chosen image for every preview page, each one of that page's own
 * images, recorded as the book to order; a paid book's only while its review window is open
 * (checked under the request's lock, the one its build closes the window under).
 */
export async function saveSelections(
  db: Db,
  payments: RequestPayments,
  requestUuid: string,
  selectedImages: Record<string, string>,
): Promise<void> {
  const preview = await readPreview(db, payments, requestUuid, DEFAULT_LANGUAGE);
  const previewPages = preview.pages.filter((page) => page.previewPage);
  for (const page of previewPages) {
    const chosen = selectedImages[String(page.pageNumber)];
    if (!chosen) throw new DomainError('invalid', visitorText('personalization.selections.missing', { page: page.pageNumber }));
    if (!page.imageFileURL.includes(chosen))
      throw new DomainError('invalid', visitorText('personalization.selections.notAPicture', { page: page.pageNumber }));
  }
  const extra = Object.keys(selectedImages).filter((n) => !previewPages.some((p) => String(p.pageNumber) === n));
  if (extra.length)
    throw new DomainError('invalid', visitorText('personalization.selections.notPreviewPages', { pages: extra.join(', ') }));
  const context = await previewContext(db, requestUuid);
  const pages = JSON.stringify(selectedImages);
  await db.transaction().execute(async (trx) => {
    await lockRequest(trx, requestUuid);
    const review = await payments.paidBookReview(trx, requestUuid);
    if (review.paid && !review.until) throw new DomainError('conflict', visitorText('personalization.selections.bookPaid'));
    await trx
      .insertInto('books')
      .values({ request_uuid: requestUuid, product_id: context.product_id, pages, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('request_uuid').doUpdateSet({ pages }))
      .execute();
  });
}
