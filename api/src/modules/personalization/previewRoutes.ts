import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { Type } from '@sinclair/typebox';
import { BookPreviewRequest, BookPreviewResponse, BookRequest, GeneratePagesRequest, RequestUuid } from 'contracts/schemas';
import { reserveUsage, type WorkBudget } from '../abuse/index.js';
import type { Db } from '../../platform/db/database.js';
import { NO_SUCH_IMAGE } from '../../platform/http/commonTexts.js';
import { badRequest, DomainError, notFound } from '../../platform/errors/domainError.js';
import { requestLanguage } from '../../platform/http/requestLanguage.js';
import type { RequestAccess } from './access/requestAccess.js';
import type { RequestPayments } from './requestPayments.js';
import { visitorSession } from '../../platform/security/sessions.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import { heroToDraw, sameLook, storedLook } from './heroes/heroLooks.js';
import { checkedCompanions, keptCompanionsJson, readCompanions } from './heroes/companionList.js';
import { pagesToGenerate, queuePages, readPreview, saveSelections, startPreview } from './previews/bookPreviews.js';
import { GENERATED_FILE, generatedKey } from './previews/generatedImages.js';
import { inChosenBook } from './previews/chosenPictures.js';
import { printedPagePicture } from './previews/printedPagePictures.js';
import type { PageGenerator } from '../imaging/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { findProduct } from '../catalogue/index.js';

const params = Type.Object({ requestUuid: RequestUuid });

/** A preview's companions the schema cannot read are told in the parent's words; any other field, as the schema says. */
const companionsUnread = (errors: FastifySchemaValidationError[], dataVar: string): Error =>
  errors.every((error) => error.instancePath.startsWith('/companions'))
    ? badRequest(visitorText('personalization.companions.unreadable'))
    : new Error(`${dataVar} ${errors.map((error) => `${error.instancePath} ${error.message ?? ''}`).join('; ')}`);

/** The book preview calls (docs/product.md#preview), and the generated images they point to. */
export const previewRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: ObjectStore;
  access: RequestAccess;
  payments: RequestPayments;
  jobs: JobQueue;
  /** Draws a page's printed picture the first time it is asked for. */
  pictures: PageGenerator;
  budget: WorkBudget;
}> = async (app, { db, storage, access, payments, jobs, pictures, budget }) => {
  app.post('/bookpreviews/', { schema: { body: BookPreviewRequest }, schemaErrorFormatter: companionsUnread }, async (request) => {
    const { body } = request;
    await access.require(request, body.requestUuid);
    const book = await db
      .selectFrom('book_requests')
      .select(['product_id', 'gender', 'age'])
      .where('request_uuid', '=', body.requestUuid)
      .executeTakeFirstOrThrow();
    if (book.product_id !== body.bookId) throw badRequest(visitorText('personalization.otherStory'));
    const photo = await db
      .selectFrom('photos')
      .select(['estimated_skin_tone', 'proposed_hero'])
      .where('request_uuid', '=', body.requestUuid)
      .executeTakeFirst();
    const started = await db
      .selectFrom('book_previews')
      .select(['skin_tone', 'hero', 'companions'])
      .where('request_uuid', '=', body.requestUuid)
      .executeTakeFirst();
    const child = { gender: book.gender, age: book.age };
    const confirmed = started ? storedLook(started.hero, { ...child, skinTone: started.skin_tone }) : null;
    const proposed = storedLook(photo?.proposed_hero ?? null, { ...child, skinTone: photo?.estimated_skin_tone ?? 'Medium' });
    const hero = heroToDraw(body, confirmed, proposed);
    const companions = body.companions ? checkedCompanions(body.companions) : readCompanions(started?.companions ?? null);
    // A new hero, or any change beside them (a name too: the words on each picture carry it), draws every page again.
    const redraw = confirmed !== null && (!sameLook(hero, confirmed) || keptCompanionsJson(companions) !== (started?.companions ?? null));
    // A preview counts against the weekly quota once per request, and again when its hero changes (every page is drawn again).
    const release = started && !redraw ? null : await reserveUsage(db, 'book_preview', visitorSession(request));
    if ((!started || redraw) && !release) throw new DomainError('too-many-requests', visitorText('personalization.tooManyPreviews'));
    // A first preview, or a whole book drawn again: its first pages and its cover come from the address's day.
    const drawing = !started || redraw;
    const batch = drawing ? ((await findProduct(db, book.product_id))?.pagesPerBatch ?? 0) + 1 : 0;
    const spending = { address: request.ip, pages: batch, ...(redraw && { redrawOf: body.requestUuid }) };
    let queued: number[];
    try {
      queued = await budget.within(spending, () => startPreview(db, jobs, storage, body.requestUuid, { hero, companions, redraw }, access));
    } catch (error) {
      await release?.();
      throw error;
    }
    if (body.skinTone || body.hero)
      await db.updateTable('photos').set({ chosen_skin_tone: hero.skinTone }).where('request_uuid', '=', body.requestUuid).execute();
    jobs.wake();
    return { status: 'processing', queuedPages: queued };
  });

  app.get('/bookpreviews/:requestUuid', { schema: { params, response: { 200: BookPreviewResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { requestUuid } = request.params;
    access.sharePictures(request, reply, requestUuid, await access.require(request, requestUuid));
    return readPreview(db, payments, requestUuid, requestLanguage(request));
  });

  app.post('/bookpreviews/:requestUuid/generate-pages', { schema: { params, body: GeneratePagesRequest } }, async (request) => {
    const { requestUuid } = request.params;
    const { body } = request;
    if (body.requestUuid !== requestUuid) throw badRequest(visitorText('personalization.requestMismatch'));
    await access.require(request, requestUuid);
    const pages = await pagesToGenerate(db, payments, requestUuid, body.startPage, body.endPage);
    // Pages asked for twice at once are counted twice: the address's day is spent a little early, never late.
    const queued = await budget.within({ address: request.ip, pages: pages.length }, () => queuePages(db, jobs, requestUuid, pages));
    jobs.wake();
    return { queuedPages: queued };
  });

  app.post('/books/requests', { schema: { body: BookRequest } }, async (request) => {
    const { body } = request;
    await access.require(request, body.requestUuid);
    await saveSelections(db, payments, body.requestUuid, body.selectedImages);
    return { status: 'saved' };
  });

  app.get(
    '/generated/:requestUuid/:file',
    { schema: { params: Type.Object({ requestUuid: RequestUuid, file: Type.String({ maxLength: 120 }) }) } },
    async (request, reply) => {
      const { requestUuid, file } = request.params;
      const viewer = GENERATED_FILE.test(file) ? await access.pictureViewer(request, requestUuid) : null;
      // The family sees the book as it was chosen: its pictures and its cover, not the options left or the print shots.
      if (!viewer || (viewer === 'family' && !(await inChosenBook(db, requestUuid, file)))) throw notFound(NO_SUCH_IMAGE);
      const image =
        (await storage.get(generatedKey(requestUuid, file))) ??
        (await printedPagePicture({ db, storage, generator: pictures }, requestUuid, file));
      if (!image) throw notFound(NO_SUCH_IMAGE);
      // A family's copy is not kept: it ends with the share link.
      return reply
        .type('image/webp')
        .header('cache-control', viewer === 'family' ? 'private, no-store' : 'private, max-age=86400')
        .send(image);
    },
  );
};
