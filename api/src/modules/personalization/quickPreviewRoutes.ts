import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { QuickPreviewFields, type QuickPreviewResponse } from 'contracts/schemas';
import type { Language } from 'contracts/languages';
import { reserveUsage, type WorkBudget } from '../abuse/index.js';
import type { Db } from '../../platform/db/database.js';
import { NO_SUCH_IMAGE, PHOTO_MISSING } from '../../platform/http/commonTexts.js';
import { badRequest, DomainError, notFound } from '../../platform/errors/domainError.js';
import { requestLanguage } from '../../platform/http/requestLanguage.js';
import { formFields, readMultipartForm } from '../../platform/http/multipartForm.js';
import { recordPhotoConsent, type PrivacyVersion } from './photos/photoConsent.js';
import { visitorSession } from '../../platform/security/sessions.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { PhotoWork } from './photos/photoWork.js';
import { proposeLook } from '../imaging/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { firstLiveProduct } from '../catalogue/index.js';

/** Quick previews are smaller and drawn while the visitor waits. */
const QUICK_WIDTH = 640;
const QUICK_OPTIONS = 3;
const QUICK_FILE = /^o[0-9]\.webp$/;

/** The storage folder of every quick preview, and of one. */
export const QUICK_PREVIEWS = 'quick/';
export const quickPreviewFolder = (token: string) => `${QUICK_PREVIEWS}${token}/`;

/**
 * POST /quickpreviews/: the home page's demo. The photo is checked as an upload is, the child's look
 * read off it, and the first page of the featured story drawn with that hero, in three options. The
 * photo itself is not kept.
 */
export const quickPreviewRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: ObjectStore;
  work: PhotoWork;
  privacyVersion: PrivacyVersion;
  budget: WorkBudget;
}> = async (app, { db, storage, work, privacyVersion, budget }) => {
  const generator = work.generator(QUICK_WIDTH);

  /** Checks the photo and draws the featured story's first page with the child; keeps only the pictures. */
  async function drawQuickPreview(bytes: Buffer, fields: QuickPreviewFields, language: Language): Promise<QuickPreviewResponse> {
    const analysis = await work.analysePhoto(bytes);
    const { status, photo, skinTone, look } = analysis;
    const message = analysis.message[language];
    if (status === 'error' || !photo || !skinTone) return { status: 'error', message, imageFileUrl: [] };

    const product = await firstLiveProduct(db);
    const [page] = product.pages;
    // The picture alone: the story's words wait for the child's name, given when a story is personalised.
    const options = await generator.generate({
      productSlug: product.slug,
      page: { ...page, text: '' },
      child: { firstName: '', gender: fields.gender },
      look: proposeLook(look, fields.gender, fields.age),
      photo: { image: Buffer.from(photo.jpeg), face: photo.face },
      options: QUICK_OPTIONS,
    });
    const images = options.map((option) => option.picture);

    const token = randomBytes(18).toString('base64url');
    await Promise.all(images.map((image, i) => storage.put(`${quickPreviewFolder(token)}o${i}.webp`, image)));
    return {
      status,
      message,
      imageFileUrl: images.map((_, i) => `/api/quickpreviews/${token}/o${i}.webp`),
      productId: product.productId,
    };
  }

  app.post('/quickpreviews/', async (request): Promise<QuickPreviewResponse> => {
    const form = await readMultipartForm(request);
    const fields = formFields(QuickPreviewFields, form.fields);
    if (!form.file || form.file.fieldName !== 'photo') throw badRequest(PHOTO_MISSING);
    await recordPhotoConsent(db, privacyVersion, fields, {
      purpose: 'quick_preview',
      requestUuid: null,
      sessionId: visitorSession(request),
    });
    const release = await reserveUsage(db, 'quick_preview', visitorSession(request));
    if (!release) throw new DomainError('too-many-requests', visitorText('personalization.tooManyQuickPreviews'));
    try {
      const { bytes } = form.file;
      const result = await budget.within(
        { address: request.ip, upload: true },
        () => drawQuickPreview(bytes, fields, requestLanguage(request)),
        (drawn) => drawn.status !== 'error',
      );
      if (result.status === 'error') await release();
      return result;
    } catch (error) {
      await release();
      throw error;
    }
  });

  app.get(
    '/quickpreviews/:token/:file',
    {
      schema: {
        params: Type.Object({
          token: Type.String({ maxLength: 24, pattern: '^[A-Za-z0-9_-]{24}$' }),
          file: Type.String({ maxLength: 20 }),
        }),
      },
    },
    async (request, reply) => {
      const { token, file } = request.params;
      if (!QUICK_FILE.test(file)) throw notFound(NO_SUCH_IMAGE);
      const image = await storage.get(`${quickPreviewFolder(token)}${file}`);
      if (!image) throw notFound(NO_SUCH_IMAGE);
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(image);
    },
  );
};
