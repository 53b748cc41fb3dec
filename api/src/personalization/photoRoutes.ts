import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { childFirstNameProblem } from 'shared-contracts/child-name';
import { LIMITS } from 'shared-contracts/constants';
import { DEFAULT_LANGUAGE } from 'shared-contracts/languages';
import { PersonalPhotoFields, type PersonalPhotoResponse } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { badRequest, HttpError } from '../http/errors.js';
import { formFields, readMultipartForm } from '../http/multipartForm.js';
import { createBookRequest } from '../orders/bookRequests.js';
import { recordPhotoConsent } from '../privacy/photoConsent.js';
import type { RequestAccess } from '../security/requestAccess.js';
import { visitorSession } from '../security/sessions.js';
import type { ObjectStore } from '../storage/objectStore.js';
import type { WorkPool } from '../work/workPool.js';
import { storePhoto } from './photos/photoStore.js';
import { skinTonePalette } from './photos/skinTone.js';

/** The child-details page's own words for the same rules. */
const FIRST_NAME_MESSAGES = {
  required: "Please enter your child's first name",
  tooLong: `First name must be at most ${LIMITS.childFirstNameMax} characters`,
};

/**
 * POST /personalphotos/: the child's details and photo. The photo is checked (one clear face),
 * its skin tone estimated, and kept only when it can be used. The request id is the caller's from
 * then on: the answer carries its new secret key for the draft.
 */
export const photoRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: ObjectStore;
  access: RequestAccess;
  work: WorkPool;
}> = async (app, { db, storage, access, work }) => {
  app.post('/personalphotos/', async (request): Promise<PersonalPhotoResponse> => {
    const form = await readMultipartForm(request);
    const fields = formFields(PersonalPhotoFields, form.fields);
    const nameProblem = childFirstNameProblem(fields.firstName);
    if (nameProblem) throw badRequest(FIRST_NAME_MESSAGES[nameProblem]);
    if (!form.file || form.file.fieldName !== 'photo') throw badRequest('Please choose a photo of your child.');
    const key = await access.claim(request, fields.requestUuid);
    await recordPhotoConsent(db, fields, { purpose: 'book', requestUuid: fields.requestUuid, sessionId: visitorSession(request) });
    const product = await db
      .selectFrom('products')
      .select(['status', 'min_age', 'max_age'])
      .where('product_id', '=', fields.bookId)
      .executeTakeFirst();
    if (!product) throw badRequest('We could not find that story.');
    if (product.status !== 'live') throw new HttpError(409, 'This story is coming soon and cannot be personalised yet.');
    if (fields.age < product.min_age || fields.age > product.max_age) {
      throw badRequest(`This story is for ages ${product.min_age} to ${product.max_age}.`);
    }

    const { status, message, photo, skinTone } = await work.analysePhoto(form.file.bytes);
    if (status === 'error' || !photo || !skinTone) return { status: 'error', message, skinTones: [], requestUuid: fields.requestUuid };

    await createBookRequest(db, {
      requestUuid: fields.requestUuid,
      productId: fields.bookId,
      childFirstName: fields.firstName.trim(),
      gender: fields.gender,
      age: fields.age,
      birthMonth: fields.birthMonth,
      language: fields.language ?? DEFAULT_LANGUAGE,
      sessionId: visitorSession(request),
      accessKeyHash: key.hash,
    });
    await storePhoto(db, storage, {
      requestUuid: fields.requestUuid,
      jpeg: Buffer.from(photo.jpeg),
      width: photo.width,
      height: photo.height,
      status,
      face: photo.face,
      estimatedSkinTone: skinTone,
    });
    return {
      status,
      message,
      skinTones: skinTonePalette(skinTone),
      requestUuid: fields.requestUuid,
      requestKey: key.key,
    };
  });
};
