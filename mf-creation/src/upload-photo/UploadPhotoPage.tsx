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
  PHOTO_MESSAGES,
  requestKeyIssued,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useNavigate,
  withBookRequest,
  type Failure,
  type SkinTone,
} from 'shared-contracts';
import { Alert, Button, Card, Checkbox, FailureAlert, Spinner } from 'ui-kit';
import { SkinTonePicker } from './SkinTonePicker';
import { canGeneratePreview, defaultSkinTone, stateFromResponse, UPLOAD_MESSAGES, type UploadState } from './uploadRules';
import { useStartBookPreviewMutation, useUploadPersonalPhotoMutation } from '../api/creationApi';

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

/** /upload-book-photo: the child's photo, checked by the server, and the skin tone for the pictures. */
export default function UploadPhotoPage() {
  const draft = useAppSelector((s) => s.orderDraft);
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      setMessage(refusal.message);
      setReason(refusal.reason);
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
    const result = await uploadPhoto(form);
    if ('error' in result) {
      setState('error');
      setMessage(
        errorStatus(result.error) === 413 ? PHOTO_MESSAGES.rejectedAsTooLarge : errorMessage(result.error, UPLOAD_MESSAGES.failed),
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
      setStartError(failureOf(result.error, UPLOAD_MESSAGES.startFailed));
      return;
    }
    trackEvent('book_preview_started', { product_id: productId });
    navigate('/preview-book', withBookRequest(requestUuid));
  };

  const busy = state === 'uploading' || state === 'processing';
  return (
    <section className="page">
      <PhotoCard $narrow>
        <h1>Upload your child's photo</h1>
        <p>For the best pictures of {draft.childFirstName || 'your child'}, the photo should be:</p>
        <Requirements>
          <li>Clear and front-facing, with the face well in view</li>
          <li>Solo: only your child in the photo</li>
          <li>Taken in good lighting</li>
          <li>Without sunglasses or caps</li>
        </Requirements>
        <Checkbox checked={consented} onChange={setConsented} disabled={busy}>
          {PHOTO_CONSENT.book} <Link to="/privacy">Privacy Policy</Link>
        </Checkbox>
        <label htmlFor="child-photo">
          <strong>Choose a photo (JPEG, PNG or WEBP, under 5 MB)</strong>
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
        {!consented && <Hint id="consent-first">Please tick the box above before choosing a photo.</Hint>}
        {thumbnail && state !== 'error' && <Preview src={thumbnail} alt="The photo you chose" width={160} height={160} />}

        {busy && (
          <p role="status">
            <Spinner />
            Uploading and checking your photo...
          </p>
        )}
        {state === 'success' && message && <Alert tone="success">{message}</Alert>}
        {state === 'warning' && (
          <Alert tone="warning">
            {message && <p>{message}</p>}
            <p>{UPLOAD_MESSAGES.warningAdvice}</p>
          </Alert>
        )}
        {state === 'error' && (
          <Alert tone="danger">
            {message && <p>{message}</p>}
            {reason && <p>{reason}</p>}
            <p>{UPLOAD_MESSAGES.errorAdvice}</p>
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
              Starting your preview...
            </>
          ) : (
            'Click to generate preview'
          )}
        </Button>
      </PhotoCard>
    </section>
  );
}
