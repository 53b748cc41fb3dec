import type { Db } from '../../platform/db/database.js';
import type { JobAttempt, JobQueue } from '../../platform/jobs/jobEngine.js';
import {
  keptPhotoOf,
  photoKey,
  readStoredFace,
  generatedFolder,
  generatedKey,
  pictureAloneUrl,
  deleteChildPhoto,
  readChosenBook,
  type ChosenBook,
  chosenPageRequests,
  bookStory,
  starringTitle,
  storyAgeGroup,
  storyBlurb,
  previewCoverUrl,
  isBookDrawn,
  lockRequest,
} from '../personalization/index.js';
import {
  bookPageList,
  bookPdfKey,
  printFileNames,
  printPictureWidth,
  type BookContent,
  type PrintSettings,
  type CoverGeometry,
  type PrintFiles,
} from '../printing/index.js';
import { routeBinding, type CountryRoute, SOFTCOVER, storedBindingOf, pageShape, trimSizeInches, findProduct } from '../catalogue/index.js';
import { orderRoute } from './orderRoute.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { queuePrintJob } from './printJobs.js';

export interface BookPdfSettings {
  storage: ObjectStore;
  print: PrintSettings;
  /** Builds the print files, the pages' pictures drawn this many pixels wide (in the work pool, off the event loop). */
  printBook(content: BookContent, width: number): Promise<PrintFiles>;
  /** The shop's web address, printed on the back cover; null where the shop has no public one. */
  webAddress: string | null;
  /** The address of the book's recordings, printed as a code in it; none: no code. */
  listenUrl?(requestUuid: string): Promise<string>;
  /** The cover's layout a route's partner asks for the book's inside pages; undefined: the binding's. */
  coverGeometry?(route: CountryRoute, interiorPages: number): Promise<CoverGeometry | undefined>;
}

/** Queued with the payment of a product order, in the same transaction, to be built once its review window ends. */
export async function queueBookPdf(db: Db, jobs: JobQueue, requestUuid: string, buildAt: Date): Promise<void> {
  const stored = await db
    .insertInto('book_pdfs')
    .values({
      request_uuid: requestUuid,
      status: 'pending',
      attempts: 0,
      next_attempt_at: buildAt.toISOString(),
      file_name: null,
      pages: null,
      last_error: null,
      created_at: new Date().toISOString(),
      built_at: null,
    })
    .onConflict((oc) => oc.column('request_uuid').doNothing())
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows) > 0) await jobs.enqueue(db, 'book-pdf', { requestUuid }, { startAfter: buildAt });
}

/**
 * Ends the order's review window, under the request's lock: a change that took the lock first is in
 * the book, and every later one is refused. Refused while a change is still being drawn.
 */
async function closeReview(db: Db, requestUuid: string): Promise<void> {
  const closed = await db.transaction().execute(async (trx) => {
    await lockRequest(trx, requestUuid);
    if (!(await isBookDrawn(trx, requestUuid))) return false;
    const now = new Date().toISOString();
    await trx
      .updateTable('product_orders')
      .set({ review_until: now })
      .where('request_uuid', '=', requestUuid)
      .where('review_until', '>', now)
      .execute();
    return true;
  });
  if (!closed) throw new Error('The pages or the cover are still being drawn after a change');
}

/** A bilingual book's second language as its print carries it: the title and the child's name in it. */
function secondEdition(story: Parameters<typeof bookStory>[0], book: ChosenBook): BookContent['second'] {
  const { second, names } = book.edition;
  return second ? { language: second, title: bookStory(story, second).title, childFirstName: names[second] } : null;
}

async function bookContent(
  db: Db,
  settings: BookPdfSettings,
  requestUuid: string,
): Promise<{ content: BookContent; chosenFiles: Set<string> }> {
  const order = await db
    .selectFrom('product_orders')
    .select(['print_type', 'print_size', 'dedication', 'delivery_address'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  const route = await orderRoute(db, order);
  const book = await readChosenBook(db, requestUuid);
  const product = await findProduct(db, book.productId);
  if (!product) throw new Error(`The story of ${requestUuid} is gone`);
  const photo = await keptPhotoOf(db, requestUuid);
  // The book's own cover stays with the chosen pictures, square (the receipt's) and in the book's shape: its
  // flipbook opens with it.
  const trim = trimSizeInches(order.print_size ?? '');
  const shape = pageShape(trim.width / trim.height);
  const covers = [await previewCoverUrl(db, requestUuid), await previewCoverUrl(db, requestUuid, { shape, storage: settings.storage })];
  // Each chosen picture is kept with its words and alone (the flipbook sets the words beside it).
  const kept = [...Object.values(book.pages).flatMap((url) => [url, pictureAloneUrl(url)]), ...covers.filter((url) => url !== null)];
  const chosenFiles = new Set(kept.map((url) => url.split('/').pop()!));
  const { look, companions } = book;
  const child = { firstName: book.child.firstName, gender: book.child.gender };
  const story = bookStory(product, book.language);
  const photoImage = photo ? await settings.storage.get(photoKey(requestUuid, photo.file_name)) : null;
  // The chosen pictures (without their words: the book sets them beside) are printed as they are only when the
  // photo to draw them again is gone.
  const chosenImage = async (file: string | null) =>
    file && !photoImage ? settings.storage.get(generatedKey(requestUuid, pictureAloneUrl(file))) : null;
  const content: BookContent = {
    language: book.language,
    title: story.title,
    blurb: storyBlurb(product, book.language),
    ageGroup: storyAgeGroup(product, book.language),
    webAddress: settings.webAddress,
    dedication: order.dedication,
    listenUrl: settings.listenUrl ? await settings.listenUrl(requestUuid) : null,
    // An order whose print type is no longer offered is bound as a softcover; the files as the route's partner asks.
    binding: routeBinding((order.print_type && (await storedBindingOf(db, order.print_type))) || SOFTCOVER, route),
    coverTitle: starringTitle(story.title, child.firstName, book.language, companions),
    second: secondEdition(product, book),
    child,
    cover: { productSlug: product.slug },
    look,
    companions,
    printSize: order.print_size ?? '',
    ...(route?.trimMm ? { trimMm: route.trimMm } : {}),
    photo: photo && photoImage ? { image: photoImage, face: readStoredFace(photo.face) } : null,
    pages: await Promise.all(
      chosenPageRequests(product, book).map(async ({ pageNumber, text, secondText, file, request }) => ({
        pageNumber,
        text,
        ...(secondText !== undefined ? { secondText } : {}),
        request,
        chosenImage: await chosenImage(file),
      })),
    ),
  };
  if (route && settings.coverGeometry) content.coverGeometry = await settings.coverGeometry(route, bookPageList(content).length);
  return { content, chosenFiles };
}

/**
 * Builds one book and then keeps only what the order still needs: the child's photo and the
 * pictures not chosen (other options, the print options' shots) are deleted, as the shop promises.
 */
async function buildOne(
  db: Db,
  settings: BookPdfSettings,
  requestUuid: string,
): Promise<{ files: ReturnType<typeof printFileNames>; pages: number }> {
  await closeReview(db, requestUuid);
  const { content, chosenFiles } = await bookContent(db, settings, requestUuid);
  const built = await settings.printBook(content, printPictureWidth(content, settings.print.dpi));
  const files = printFileNames(requestUuid);
  await settings.storage.put(bookPdfKey(files.interior), built.interior);
  await settings.storage.put(bookPdfKey(files.cover), built.cover);
  await deleteChildPhoto(db, settings.storage, requestUuid);
  for (const { key } of await settings.storage.list(generatedFolder(requestUuid))) {
    if (!chosenFiles.has(key.split('/').pop()!)) await settings.storage.delete(key);
  }
  return { files, pages: built.interiorPages };
}

/**
 * Builds one order's book once its review window has ended, if not built yet, and sends it to
 * print. A failed try is recorded and thrown (the job engine tries again later); after the last
 * one the book is marked failed, for the staff to look at.
 */
export async function buildBookPdf(
  db: Db,
  jobs: JobQueue,
  settings: BookPdfSettings,
  requestUuid: string,
  attempt: JobAttempt,
): Promise<void> {
  const job = await db.selectFrom('book_pdfs').select('status').where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (job?.status !== 'pending') return;
  const tried = { attempts: attempt.number, next_attempt_at: new Date().toISOString() };
  let built: Awaited<ReturnType<typeof buildOne>>;
  try {
    built = await buildOne(db, settings, requestUuid);
  } catch (error) {
    await db
      .updateTable('book_pdfs')
      .set({ ...tried, status: attempt.final ? 'failed' : 'pending', last_error: (error as Error).message.slice(0, 500) })
      .where('request_uuid', '=', requestUuid)
      .execute();
    throw error;
  }
  await db
    .updateTable('book_pdfs')
    .set({
      ...tried,
      status: 'done',
      file_name: built.files.interior,
      cover_file_name: built.files.cover,
      pages: built.pages,
      built_at: new Date().toISOString(),
      last_error: null,
    })
    .where('request_uuid', '=', requestUuid)
    .execute();
  // Built, the book goes to print by itself.
  await queuePrintJob(db, jobs, requestUuid);
  jobs.wake();
}
