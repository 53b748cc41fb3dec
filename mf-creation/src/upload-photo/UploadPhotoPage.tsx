import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  checkPhotoFile,
  errorMessage,
  errorStatus,
  failureOf,
  LIMITS,
  Link,
  Navigate,
  PHOTO_CONSENT,
  requestKeyIssued,
  siteMessages,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useMessages,
  useNavigate,
  withBookRequest,
  type Failure,
  type SkinTone,
} from 'shared-contracts';
import { Alert, Button, Card, Checkbox, FailureAlert, Spinner } from 'ui-kit';
import { SkinTonePicker } from './SkinTonePicker';
import { canGeneratePreview, defaultSkinTone, stateFromResponse, type UploadState } from './uploadRules';
import { useStartBookPreviewMutation, useUploadPersonalPhotoMutation } from '../api/creationApi';
import { creationMessages } from '../messages/creationMessages';

const PhotoCard = styled(Card)`
  input[type='file'] {
    display: block;
    width: 100%;
    min-height: 44px;
    margin: 8px 0 4px;
  }
`;

const Requirements = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;
`;

const Hint = styled.p`
  margin: 4px 0 12px;
  font-size: 0.9rem;
  color: var(--color-muted);
`;

const Preview = styled.img`
  display: block;
  width: 160px;
  height: 160px;
  object-fit: cover;
  border-radius: var(--radius);
  margin: 12px 0;
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /upload-book-photo: the child's photo, checked by the server, and the skin tone for the pictures. */
export default function UploadPhotoPage() {
  const draft = useAppSelector((s) => s.orderDraft);
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(creationMessages);
  const site = useMessages(siteMessages);
  const { language } = useLanguage();
  const [uploadPhoto] = useUploadPersonalPhotoMutation();
  const [startBookPreview, start] = useStartBookPreviewMutation();
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [tones, setTones] = useState<SkinTone[]>([]);
  const [tone, setTone] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const [startError, setStartError] = useState<Failure | null>(null);
  // A parent or guardian agrees to how the photo is used before choosing it.
  const [consented, setConsented] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!draft.requestUuid || draft.productId === null) return <Navigate to="/provide-book-details" replace />;
  const requestUuid = draft.requestUuid;
  const productId = draft.productId;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setTones([]);
    setTone(null);
    setStartError(null);
    setReason(undefined);
    if (thumbnail) URL.revokeObjectURL(thumbnail);
    setThumbnail(null);
    const refusal = checkPhotoFile(file);
    if (refusal) {
      event.target.value = '';
      setState('error');
      setMessage(site(refusal.message));
      setReason(refusal.reason && site(refusal.reason));
      return;
    }
    setThumbnail(URL.createObjectURL(file));
    setState('uploading');
    setMessage(null);
    const form = new FormData();
    form.append('photo', file, file.name || 'child_photo.jpg');
    form.append('requestUuid', requestUuid);
    form.append('firstName', draft.childFirstName);
    form.append('gender', draft.radioOptionGender);
    form.append('age', String(draft.dropdownValueAge));
    form.append('birthMonth', String(draft.dropdownValueBirthMonth ?? ''));
    form.append('bookId', String(productId));
    form.append('character', 'child');
    form.append('consent', PHOTO_CONSENT.version);
    form.append('consentLanguage', language);
    form.append('language', draft.bookLanguage ?? language);
    const result = await uploadPhoto(form);
    if ('error' in result) {
      setState('error');
      setMessage(
        errorStatus(result.error) === 413 ? site('photo.rejectedAsTooLarge') : errorMessage(result.error, t('uploadPhoto.failed')),
      );
      return;
    }
    // The server issues the request's secret with a photo it kept; later calls prove the request is ours with it.
    if (result.data.requestKey) dispatch(requestKeyIssued(result.data.requestKey));
    setState(stateFromResponse(result.data));
    setMessage(result.data.message);
    setTones(result.data.skinTones);
    setTone(defaultSkinTone(result.data.skinTones));
    trackEvent('photo_uploaded', { status: result.data.status });
  };

  const pickTone = (picked: string) => {
    const suggested = defaultSkinTone(tones);
    if (picked !== suggested) trackEvent('skin_tone_overridden', { suggested, chosen: picked });
    setTone(picked);
  };

  const generate = async () => {
    setStartError(null);
    const result = await startBookPreview({
      requestUuid,
      bookId: productId,
      gender: draft.radioOptionGender,
      age: draft.dropdownValueAge,
      usageStats: toUsageStats(usage),
      ...(tone ? { skinTone: tone } : {}),
    });
    if ('error' in result) {
      setStartError(failureOf(result.error, t('uploadPhoto.startFailed')));
      return;
    }
    trackEvent('book_preview_started', { product_id: productId });
    navigate('/preview-book', withBookRequest(requestUuid));
  };

  const busy = state === 'uploading' || state === 'processing';
  return (
    <section className="page">
      <PhotoCard $narrow>
        <h1>{t('uploadPhoto.title')}</h1>
        <p>
          {draft.childFirstName
            ? t('uploadPhoto.requirements.intro', { name: draft.childFirstName })
            : t('uploadPhoto.requirements.introWithoutName')}
        </p>
        <Requirements>
          <li>{t('uploadPhoto.requirements.clear')}</li>
          <li>{t('uploadPhoto.requirements.solo')}</li>
          <li>{t('uploadPhoto.requirements.lighting')}</li>
          <li>{t('uploadPhoto.requirements.noAccessories')}</li>
        </Requirements>
        <Checkbox checked={consented} onChange={setConsented} disabled={busy}>
          {site('consent.book')} <Link to="/privacy">{t('uploadPhoto.consent.privacyPolicy')}</Link>
        </Checkbox>
        <label htmlFor="child-photo">
          <strong>{t('uploadPhoto.file.label')}</strong>
        </label>
        <input
          id="child-photo"
          ref={fileInput}
          type="file"
          accept={LIMITS.photoTypes.join(',')}
          onChange={choose}
          disabled={!consented || busy || start.isLoading}
          aria-describedby={consented ? undefined : 'consent-first'}
        />
        {!consented && <Hint id="consent-first">{t('uploadPhoto.file.consentFirst')}</Hint>}
        {thumbnail && state !== 'error' && <Preview src={thumbnail} alt={t('uploadPhoto.file.thumbnailAlt')} width={160} height={160} />}

        {busy && (
          <p role="status">
            <Spinner />
            {t('uploadPhoto.checking')}
          </p>
        )}
        {state === 'success' && message && <Alert tone="success">{message}</Alert>}
        {state === 'warning' && (
          <Alert tone="warning">
            {message && <p>{message}</p>}
            <p>{t('uploadPhoto.warningAdvice')}</p>
          </Alert>
        )}
        {state === 'error' && (
          <Alert tone="danger">
            {message && <p>{message}</p>}
            {reason && <p>{reason}</p>}
            <p>{t('uploadPhoto.errorAdvice')}</p>
          </Alert>
        )}

        {tones.length > 0 && (state === 'success' || state === 'warning') && (
          <SkinTonePicker tones={tones} value={tone} onChange={pickTone} />
        )}
        {startError && <FailureAlert {...startError} />}
        <Button type="button" onClick={generate} disabled={!canGeneratePreview(state, tones, tone) || start.isLoading}>
          {start.isLoading ? (
            <>
              <Spinner />
              {t('uploadPhoto.starting')}
            </>
          ) : (
            t('uploadPhoto.generate')
          )}
        </Button>
      </PhotoCard>
    </section>
  );
}
