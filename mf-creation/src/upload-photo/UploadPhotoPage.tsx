import { useEffect, useState } from 'react';
import { LIMITS, Link, Navigate, siteMessages, useAppSelector, useMessages } from 'shared-contracts';
import { Button, Checkbox, FailureAlert, FileButton, Spinner } from 'ui-kit';
import { FaceChooser } from './FaceChooser';
import { PhotoCheckResult } from './PhotoCheckResult';
import { canGeneratePreview } from './uploadRules';
import { ConfirmWords, Hint, PhotoCard, Preview, Requirements } from './uploadPhotoStyles';
import { useUploadPhoto } from './useUploadPhoto';
import { HeroConfirm } from '../confirm-hero/HeroConfirm';
import { CompanionsStep } from '../companions/CompanionsStep';
import { creationMessages } from '../messages/creationMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /upload-book-photo: the child's photo, checked by the server, and the hero drawn from it for the parent to confirm. */
export default function UploadPhotoPage() {
  const { requestUuid, productId } = useAppSelector((s) => s.orderDraft);
  if (!requestUuid || productId === null) return <Navigate to="/provide-book-details" replace />;
  return <PhotoStep requestUuid={requestUuid} productId={productId} />;
}

function PhotoStep({ requestUuid, productId }: { requestUuid: string; productId: number }) {
  const t = useMessages(creationMessages);
  const site = useMessages(siteMessages);
  const photo = useUploadPhoto(requestUuid, productId);
  // A parent or guardian agrees to how the photo is used before choosing it.
  const [consented, setConsented] = useState(false);
  const checked = photo.state === 'success' || photo.state === 'warning';
  // The quick preview's photo goes as soon as the parent has agreed to its use for the book.
  const { carried, sendCarriedPhoto } = photo;
  useEffect(() => {
    if (consented && carried) sendCarriedPhoto();
  }, [consented, carried, sendCarriedPhoto]);
  return (
    <section className="page">
      <PhotoCard $narrow>
        <h1>{t('uploadPhoto.title')}</h1>
        <p>
          {photo.childFirstName
            ? t('uploadPhoto.requirements.intro', { name: photo.childFirstName })
            : t('uploadPhoto.requirements.introWithoutName')}
        </p>
        <Requirements>
          <li>{t('uploadPhoto.requirements.clear')}</li>
          <li>{t('uploadPhoto.requirements.solo')}</li>
          <li>{t('uploadPhoto.requirements.lighting')}</li>
          <li>{t('uploadPhoto.requirements.noAccessories')}</li>
        </Requirements>
        <Checkbox checked={consented} onChange={setConsented} disabled={photo.busy}>
          {site('consent.book')} <Link to="/privacy">{t('uploadPhoto.consent.privacyPolicy')}</Link>
        </Checkbox>
        <label htmlFor="child-photo">
          <strong>{t('uploadPhoto.file.label')}</strong>
        </label>
        <FileButton
          id="child-photo"
          text={t(photo.thumbnail ? 'uploadPhoto.file.change' : 'uploadPhoto.file.choose')}
          accept={LIMITS.photoTypes.join(',')}
          onChange={photo.choosePhoto}
          disabled={!consented || photo.busy || photo.starting}
          aria-describedby={consented ? undefined : 'consent-first'}
        />
        {!consented && <Hint id="consent-first">{t(carried ? 'uploadPhoto.file.carried' : 'uploadPhoto.file.consentFirst')}</Hint>}
        {photo.thumbnail && photo.state !== 'error' && !(checked && photo.hero) && (
          <Preview src={photo.thumbnail} alt={t('uploadPhoto.file.thumbnailAlt')} width={160} height={160} />
        )}
        {photo.faces.length > 1 && photo.thumbnail ? (
          <FaceChooser
            title={
              photo.childFirstName
                ? t('uploadPhoto.whichFace.title', { name: photo.childFirstName })
                : t('uploadPhoto.whichFace.titleWithoutName')
            }
            hint={t('uploadPhoto.whichFace.hint', { count: photo.faces.length })}
            photo={photo.thumbnail}
            faces={photo.faces}
            disabled={photo.busy}
            onChoose={photo.chooseFace}
          />
        ) : (
          <PhotoCheckResult state={photo.state} message={photo.message} reason={photo.reason} />
        )}
        {checked && photo.hero && (
          <>
            <HeroConfirm
              name={photo.childFirstName}
              look={photo.hero}
              tones={photo.tones}
              photo={photo.thumbnail}
              photoKept={photo.photoKept}
              onChoose={photo.choose}
            />
            <CompanionsStep
              heroName={photo.childFirstName}
              bookLanguage={photo.bookLanguage}
              companions={photo.companions}
              onChange={photo.setCompanions}
            />
          </>
        )}
        {photo.startError && <FailureAlert {...photo.startError} />}
        <Button
          type="button"
          onClick={photo.generate}
          disabled={!canGeneratePreview(photo.state, photo.tones, photo.tone) || !photo.companionsReady || photo.starting}
        >
          {photo.starting ? (
            <>
              <Spinner />
              {t('uploadPhoto.starting')}
            </>
          ) : checked && photo.hero ? (
            // The confirm step's answer to "Is this {name}?", with the specification's words for what it does.
            <ConfirmWords>
              {photo.childFirstName ? t('hero.confirm', { name: photo.childFirstName }) : t('hero.confirmWithoutName')}
              <small>{t('uploadPhoto.generate')}</small>
            </ConfirmWords>
          ) : (
            t('uploadPhoto.generate')
          )}
        </Button>
      </PhotoCard>
    </section>
  );
}
