import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE } from 'contracts/languages';
import { PersonalPhotoFields, type PersonalPhotoResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { PHOTO_MISSING, STORY_NOT_FOUND } from '../../platform/http/commonTexts.js';
import { badRequest, DomainError } from '../../platform/errors/domainError.js';
import { chosenFaceBox } from './photos/chosenFaceBox.js';
import { requestLanguage } from '../../platform/http/requestLanguage.js';
import { formFields, readMultipartForm } from '../../platform/http/multipartForm.js';
import { createBookRequest } from './bookRequests.js';
import { checkedChildFirstName, checkedEdition } from './childNameRules.js';
import { recordPhotoConsent, type PrivacyVersion } from './photos/photoConsent.js';
import type { RequestAccess } from './access/requestAccess.js';
import { visitorSession } from '../../platform/security/sessions.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { PhotoWork } from './photos/photoWork.js';
import { keepPhotoFile, photoKey, recordPhoto } from './photos/photoStore.js';
import { proposeLook, skinTonePalette } from '../imaging/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { findProduct } from '../catalogue/index.js';
import type { WorkBudget } from '../abuse/index.js';

/**
 * POST /personalphotos/: the child's details and photo. The photo is checked (one clear face), the
 * child's look read off it and proposed as the hero (with the skin tones to choose from), and the
 * photo kept only when it can be used. The request id is the caller's from then on: the answer
 * carries its new secret key for the draft.
 */
export const photoRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: ObjectStore;
  access: RequestAccess;
  work: PhotoWork;
  privacyVersion: PrivacyVersion;
  budget: WorkBudget;
  /** How long the photo is kept, as the generator that draws the pages needs it. */
  photoKept: NonNullable<PersonalPhotoResponse['photoKept']>;
}> = async (app, { db, storage, access, work, privacyVersion, budget, photoKept }) => {
  app.post('/personalphotos/', async (request): Promise<PersonalPhotoResponse> => {
    const form = await readMultipartForm(request);
    const fields = formFields(PersonalPhotoFields, form.fields);
    const childFirstName = checkedChildFirstName(fields.firstName);
    const language = fields.language ?? DEFAULT_LANGUAGE;
    const edition = checkedEdition(language, fields);
    if (!form.file || form.file.fieldName !== 'photo') throw badRequest(PHOTO_MISSING);
    const key = await access.claim(request, fields.requestUuid);
    await recordPhotoConsent(db, privacyVersion, fields, {
      purpose: 'book',
      requestUuid: fields.requestUuid,
      sessionId: visitorSession(request),
    });
    const product = await findProduct(db, fields.bookId);
    if (!product) throw badRequest(STORY_NOT_FOUND);
    if (product.status !== 'live') throw new DomainError('conflict', visitorText('personalization.storyComingSoon'));
    if (fields.age < product.minAge || fields.age > product.maxAge) {
      throw badRequest(visitorText('personalization.storyAges', { minAge: product.minAge, maxAge: product.maxAge }));
    }

    const face = fields.face ? chosenFaceBox(fields.face, visitorText('personalization.photo.faceOutside')) : undefined;
    const { bytes } = form.file;
    // A day's uploads from the address: a photo that is not kept is given back.
    const analysis = await budget.within(
      { address: request.ip, upload: true },
      () => work.analysePhoto(bytes, face),
      (analysed) => analysed.status !== 'error',
    );
    const { status, photo, skinTone, look } = analysis;
    const message = analysis.message[requestLanguage(request)];
    if (status === 'error' || !photo || !skinTone) {
      const faces = analysis.faces?.length ? { faces: analysis.faces } : {};
      return { status: 'error', message, skinTones: [], requestUuid: fields.requestUuid, ...faces };
    }

    const hero = proposeLook(look, fields.gender, fields.age);
    const fileName = await keepPhotoFile(storage, fields.requestUuid, Buffer.from(photo.jpeg));
    let replaced: string | null;
    try {
      replaced = await db.transaction().execute(async (trx) => {
        // Checked again in the write: the request may have been paid for during the photo's check.
        await access.lockUnpaid(trx, fields.requestUuid);
        await createBookRequest(trx, {
          requestUuid: fields.requestUuid,
          productId: fields.bookId,
          childFirstName,
          gender: fields.gender,
          age: fields.age,
          birthMonth: fields.birthMonth,
          language,
          ...edition,
          sessionId: visitorSession(request),
          accessKeyHash: key.hash,
        });
        return recordPhoto(trx, {
          requestUuid: fields.requestUuid,
          fileName,
          width: photo.width,
          height: photo.height,
          status,
          face: photo.face,
          estimatedSkinTone: skinTone,
          proposedHero: hero,
        });
      });
    } catch (error) {
      await storage.delete(photoKey(fields.requestUuid, fileName));
      throw error;
    }
    if (replaced) await storage.delete(photoKey(fields.requestUuid, replaced));
    return {
      status,
      message,
      skinTones: skinTonePalette(skinTone),
      requestUuid: fields.requestUuid,
      requestKey: key.key,
      hero,
      photoKept,
    };
  });
};
