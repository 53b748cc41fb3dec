import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isGrownUp } from 'contracts/companions';
import { CompanionPhotoFields, type CompanionPhotoResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { PHOTO_MISSING } from '../../platform/http/commonTexts.js';
import { badRequest } from '../../platform/errors/domainError.js';
import { requestLanguage } from '../../platform/http/requestLanguage.js';
import { formFields, readMultipartForm } from '../../platform/http/multipartForm.js';
import { visitorSession } from '../../platform/security/sessions.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import type { RequestAccess } from './access/requestAccess.js';
import { chosenFaceBox } from './photos/chosenFaceBox.js';
import { recordPhotoConsent, type PrivacyVersion } from './photos/photoConsent.js';
import type { PhotoWork } from './photos/photoWork.js';
import { companionLookFromPhoto } from './heroes/companionFromPhoto.js';

/**
 * POST /companionphotos/: a photo of a person beside the hero (Nani, a brother), checked as the
 * child's is and read for their look, which is proposed for the parent to keep or change. Nothing of
 * the photo is stored: it is read in memory and dropped, as the person is drawn from attributes.
 * Their look can change only until the book's deposit is paid.
 */
export const companionPhotoRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  access: RequestAccess;
  work: PhotoWork;
  privacyVersion: PrivacyVersion;
}> = async (app, { db, access, work, privacyVersion }) => {
  app.post('/companionphotos/', async (request): Promise<CompanionPhotoResponse> => {
    const form = await readMultipartForm(request);
    const fields = formFields(CompanionPhotoFields, form.fields);
    if (!form.file || form.file.fieldName !== 'photo') throw badRequest(PHOTO_MISSING);
    await access.require(request, fields.requestUuid);
    await db.transaction().execute((trx) => access.lockUnpaid(trx, fields.requestUuid));
    const face = fields.face ? chosenFaceBox(fields.face, visitorText('personalization.companionPhoto.faceOutside')) : undefined;
    await recordPhotoConsent(
      db,
      privacyVersion,
      fields,
      { purpose: 'companion', requestUuid: fields.requestUuid, sessionId: visitorSession(request) },
      visitorText('personalization.companionPhoto.consentRequired'),
    );

    const analysis = await work.analysePhoto(form.file.bytes, face, { grownUp: isGrownUp(fields.ageGroup) });
    const language = requestLanguage(request);
    if (analysis.status === 'error' || !analysis.skinTone) {
      // Several faces ask which is theirs; a photo with no face to read is bad input.
      const faces = analysis.faces ?? [];
      if (faces.length < 2) throw badRequest(visitorText('personalization.companionPhoto.noFace'));
      return {
        status: 'error',
        message: visitorText('personalization.companionPhoto.severalFaces', { count: faces.length })[language],
        faces,
      };
    }
    return {
      status: analysis.status,
      message: visitorText('personalization.companionPhoto.read')[language],
      look: companionLookFromPhoto(analysis.look, analysis.greyingHair),
    };
  });
};
