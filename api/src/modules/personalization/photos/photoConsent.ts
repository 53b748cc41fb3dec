import { randomUUID } from 'node:crypto';
import { PHOTO_CONSENT } from 'contracts/constants';
import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { Db } from '../../../platform/db/database.js';
import type { PhotoConsentsTable } from '../tables.js';
import { badRequest, type VisitorText } from '../../../platform/errors/domainError.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';

export const CONSENT_REQUIRED: VisitorText = visitorText('personalization.photo.consentRequired');

/**
 * The privacy policy's present version, which a consent records; content keeps the policies and the
 * composition root passes its answer in.
 */
export type PrivacyVersion = (db: Db) => Promise<string>;

/**
 * Before a photo is read: the form must carry the agreement to the current wording (400 with
 * `refusal` otherwise: a child's parent's or guardian's unless said), and the agreement is recorded with who gave it, when, to which
 * versions of the wording and of the privacy policy, and in which language the wording was read.
 */
export async function recordPhotoConsent(
  db: Db,
  privacyVersion: PrivacyVersion,
  { consent, consentLanguage = DEFAULT_LANGUAGE }: { consent?: string; consentLanguage?: Language },
  { purpose, requestUuid, sessionId }: { purpose: PhotoConsentsTable['purpose']; requestUuid: string | null; sessionId: string },
  refusal: VisitorText = CONSENT_REQUIRED,
): Promise<void> {
  if (consent !== PHOTO_CONSENT.version) throw badRequest(refusal);
  await db
    .insertInto('photo_consents')
    .values({
      consent_id: randomUUID(),
      purpose,
      request_uuid: requestUuid,
      session_id: sessionId,
      consent_version: consent,
      consent_language: consentLanguage,
      privacy_version: await privacyVersion(db),
      consented_at: new Date().toISOString(),
    })
    .execute();
}
