import type { FastifyInstance } from 'fastify';
import { PersonalPhotoFields, type PersonalPhotoResponse } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { badRequest, HttpError } from '../http/errors.js';
import { formFields, readMultipartForm } from '../http/multipartForm.js';
import { createBookRequest } from '../orders/bookRequests.js';
import type { RequestAccess } from '../security/requestAccess.js';
import { sessionIdOf } from '../security/sessions.js';
import { assessPhoto } from './photos/assessPhoto.js';
import { detectFaces, faceAtScale } from './photos/faceDetector.js';
import { storePhoto } from './photos/photoStore.js';
import { normalisePhoto } from './photos/readPhoto.js';
import { estimateSkinTone, skinTonePalette } from './photos/skinTone.js';

/**
 * POST /personalphotos/: the child's details and photo. The photo is checked (one clear face),
 * its skin tone estimated, and kept only when it can be used. The request id is the caller's from
 * then on: the answer carries its new secret key for the draft.
 */
export async function photoRoutes(app: FastifyInstance, { db, dataDir, access }: { db: Db; dataDir: string; access: RequestAccess }) {
  app.post('/personalphotos/', async (request): Promise<PersonalPhotoResponse> => {
    const form = await readMultipartForm(request);
    const fields = formFields(PersonalPhotoFields, form.fields);
    if (!form.file || form.file.fieldName !== 'photo') throw badRequest('Please choose a photo of your child.');
    const key = await access.claim(request, fields.requestUuid);
    const product = await db.selectFrom('products').select(['status', 'min_age', 'max_age']).where('product_id', '=', fields.bookId).executeTakeFirst();
    if (!product) throw badRequest('We could not find that story.');
    if (product.status !== 'live') throw new HttpError(409, 'This story is coming soon and cannot be personalised yet.');
    if (fields.age < product.min_age || fields.age > product.max_age) {
      throw badRequest(`This story is for ages ${product.min_age} to ${product.max_age}.`);
    }

    const photo = await normalisePhoto(form.file.bytes);
    const assessment = assessPhoto(photo.analysis, await detectFaces(photo.analysis));
    if (assessment.status === 'error' || !assessment.face) {
      return { status: 'error', message: assessment.message, skinTones: [], requestUuid: fields.requestUuid };
    }

    const face = faceAtScale(assessment.face, photo.width / photo.analysis.width);
    const tone = estimateSkinTone(photo.analysis, assessment.face);
    await createBookRequest(db, {
      requestUuid: fields.requestUuid,
      productId: fields.bookId,
      childFirstName: fields.firstName.trim(),
      gender: fields.gender,
      age: fields.age,
      birthMonth: fields.birthMonth,
      sessionId: sessionIdOf(request),
      accessKeyHash: key.hash,
    });
    await storePhoto(db, dataDir, {
      requestUuid: fields.requestUuid,
      jpeg: photo.jpeg,
      width: photo.width,
      height: photo.height,
      status: assessment.status,
      face,
      estimatedSkinTone: tone,
    });
    return {
      status: assessment.status,
      message: assessment.message,
      skinTones: skinTonePalette(tone),
      requestUuid: fields.requestUuid,
      requestKey: key.key,
    };
  });
}
