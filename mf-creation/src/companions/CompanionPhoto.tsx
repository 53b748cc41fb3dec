import { useEffect, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { CompanionLook, PersonCompanion } from 'contracts/companions';
import {
  checkPhotoFile,
  errorMessage,
  errorStatus,
  LIMITS,
  Link,
  PHOTO_CONSENT,
  siteMessages,
  useAppSelector,
  useLanguage,
  useMessages,
  type FaceBox,
} from 'shared-contracts';
import { Alert, Checkbox, FileButton, Spinner } from 'ui-kit';
import { useUploadCompanionPhotoMutation } from '../api/creationApi';
import { FaceChooser } from '../upload-photo/FaceChooser';
import { inThousandths } from '../upload-photo/faceShares';
import { creationMessages } from '../messages/creationMessages';

const Section = styled.section`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius);
  background: var(--color-bg);
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

type Reading = { state: 'idle' | 'reading' } | { state: 'read' | 'refused'; message: string };

/**
 * "Draw {name} from a photo": once the agreement to its use is ticked, a photo of the person is read
 * by the server for their skin, hair colour, glasses and bindi, and their look takes what it tells.
 * A photo with several faces asks which is theirs. The photo is read, never kept.
 */
export function CompanionPhoto({
  person,
  id,
  onLook,
}: {
  person: PersonCompanion;
  id: string;
  onLook: (look: Partial<CompanionLook>) => void;
}) {
  const t = useMessages(creationMessages);
  const site = useMessages(siteMessages);
  const { language } = useLanguage();
  const requestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  const [upload] = useUploadCompanionPhotoMutation();
  const [agreed, setAgreed] = useState(false);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [faces, setFaces] = useState<FaceBox[]>([]);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );
  const name = person.name.trim();

  const send = async (file: File, face?: FaceBox) => {
    setFaces([]);
    const refusal = checkPhotoFile(file);
    if (refusal) return setReading({ state: 'refused', message: site(refusal.message) });
    setReading({ state: 'reading' });
    const form = new FormData();
    if (face) form.append('face', inThousandths(face));
    form.append('photo', file, file.name || 'photo.jpg');
    form.append('requestUuid', requestUuid ?? '');
    form.append('ageGroup', person.ageGroup);
    form.append('consent', PHOTO_CONSENT.version);
    form.append('consentLanguage', language);
    const result = await upload(form);
    if ('error' in result) {
      const tooLarge = errorStatus(result.error) === 413;
      return setReading({
        state: 'refused',
        message: tooLarge ? site('photo.rejectedAsTooLarge') : errorMessage(result.error, t('uploadPhoto.failed')),
      });
    }
    const { look, message } = result.data;
    if (look) onLook(look);
    else setFaces(result.data.faces ?? []);
    setReading({ state: look ? 'read' : 'refused', message });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhoto({ file, url: URL.createObjectURL(file) });
    void send(file);
  };

  const busy = reading.state === 'reading';
  return (
    <Section aria-labelledby={`${id}-photo-title`}>
      <h3 id={`${id}-photo-title`}>{name ? t('companions.photo.title', { name }) : t('companions.photo.titleUnnamed')}</h3>
      <p>{t('companions.photo.hint')}</p>
      <Checkbox checked={agreed} onChange={setAgreed} disabled={busy}>
        {site('consent.companion')} <Link to="/privacy">{t('uploadPhoto.consent.privacyPolicy')}</Link>
      </Checkbox>
      <FileButton
        id={`${id}-photo`}
        text={t('companions.photo.choose')}
        aria-label={name ? t('companions.photo.chooseOf', { name }) : t('companions.photo.choose')}
        accept={LIMITS.photoTypes.join(',')}
        onChange={choose}
        disabled={!agreed || busy}
        aria-describedby={agreed ? undefined : `${id}-photo-consent`}
      />
      {!agreed && <p id={`${id}-photo-consent`}>{t('companions.photo.consentFirst')}</p>}
      {busy && (
        <p role="status">
          <Spinner />
          {t('companions.photo.checking')}
        </p>
      )}
      {faces.length > 1 && photo ? (
        <FaceChooser
          id={`${id}-which-face`}
          heading="h4"
          title={name ? t('uploadPhoto.whichFace.title', { name }) : t('companions.photo.whichFaceUnnamed')}
          hint={t('companions.photo.whichFaceHint', { count: faces.length })}
          photo={photo.url}
          faces={faces}
          disabled={busy}
          onChoose={(face) => void send(photo.file, face)}
        />
      ) : (
        (reading.state === 'read' || reading.state === 'refused') && (
          <Alert tone={reading.state === 'read' ? 'success' : 'danger'}>{reading.message}</Alert>
        )
      )}
    </Section>
  );
}
