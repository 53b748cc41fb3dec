import { useReducer, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  carryPhoto,
  checkPhotoFile,
  failureOf,
  errorStatus,
  getOrCreateSessionId,
  LIMITS,
  PHOTO_CONSENT,
  quickPreviewCounted,
  quickPreviewTaken,
  siteMessages,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useCarouselControls,
  useLanguage,
  useMessages,
  useNavigate,
  type Gender,
} from 'shared-contracts';
import { Alert, Button, Checkbox, FailureAlert, Field, ImageCarousel, RadioGroup, RadioOption, Select, Spinner } from 'ui-kit';
import { initialQuickPreview, quickPreviewReducer } from './quickPreviewState';
import { useCheckAbuseMutation, useCreateQuickPreviewMutation } from '../api/catalogueApi';
import { catalogueMessages } from '../messages/catalogueMessages';

/** The value is what the server reads; the label is shown in the visitor's language. */
const GENDERS = [
  { value: 'Boy', label: 'quickPreview.gender.boy' },
  { value: 'Girl', label: 'quickPreview.gender.girl' },
] as const satisfies readonly { value: Gender; label: string }[];

const Panel = styled.div`
  max-width: 560px;
  margin: 0 auto;
  background: var(--color-bg);
  border-radius: var(--radius);
  padding: 20px;
`;

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  input[type='file'] {
    flex: 1;
    min-width: 0;
    min-height: 44px;
  }
`;

const ClearButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: 50%;
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  font-size: 1.3rem;
  cursor: pointer;
`;

const FileName = styled.p`
  margin: -8px 0 16px;
  font-size: 0.9rem;
  color: var(--color-muted);
  overflow-wrap: anywhere;
`;

export function QuickPreview() {
  const t = useMessages(catalogueMessages);
  const site = useMessages(siteMessages);
  const { language } = useLanguage();
  const controls = useCarouselControls();
  const [state, send] = useReducer(quickPreviewReducer, initialQuickPreview);
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createQuickPreview] = useCreateQuickPreviewMutation();
  const [checkAbuse] = useCheckAbuseMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  // A parent or guardian agrees to how the photo is used before it is sent.
  const [consented, setConsented] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) {
      event.target.value = '';
      send({ type: 'photoRefused', failure: { message: site(refusal.message), reason: refusal.reason && site(refusal.reason) } });
      return;
    }
    send({ type: 'photoChosen', file });
  };

  const clear = () => {
    if (fileInput.current) fileInput.current.value = '';
    send({ type: 'cleared' });
  };

  const generate = async () => {
    if (!state.file) return;
    send({ type: 'generationStarted' });
    const usageStats = toUsageStats(usage);
    const abuse = await checkAbuse({ sessionId: getOrCreateSessionId().id, usageStats });
    if ('data' in abuse && abuse.data?.isAbusing) {
      send({ type: 'generationFailed', failure: { message: t('quickPreview.tooMany') } });
      return;
    }
    const form = new FormData();
    form.append('photo', state.file, state.file.name || 'child_photo.jpg');
    form.append('gender', state.gender);
    form.append('age', String(state.age));
    form.append('usageStats', JSON.stringify(usageStats));
    form.append('consent', PHOTO_CONSENT.version);
    form.append('consentLanguage', language);
    const result = await createQuickPreview(form);
    if ('error' in result) {
      // The specification names its own message for a photo too large; any other failure has the fixed one.
      const failure =
        errorStatus(result.error) === 413
          ? { message: site('photo.rejectedAsTooLarge') }
          : failureOf(result.error, t('quickPreview.failed'));
      send({ type: 'generationFailed', failure });
      return;
    }
    if (result.data.status === 'error') {
      send({ type: 'generationFailed', failure: { message: result.data.message || t('quickPreview.failed') } });
      return;
    }
    send({ type: 'generationAnswered', response: result.data });
    dispatch(quickPreviewCounted());
    trackEvent('quick_preview_generated', { status: result.data.status, images: result.data.imageFileUrl.length });
  };

  // The book of the story just drawn, with this photo, gender and age: nothing is chosen or typed twice.
  const makeBook = () => {
    if (!state.file || state.productId === null) return;
    carryPhoto(state.file);
    dispatch(quickPreviewTaken({ productId: state.productId, gender: state.gender, age: state.age }));
    trackEvent('quick_preview_to_book', { book_id: state.productId });
    navigate('/provide-book-details');
  };

  const hasPhoto = Boolean(state.file);
  const generating = state.phase === 'generating';
  return (
    // Session replay, where a visitor allowed it, never records the child's photo or the pictures.
    <Panel data-clarity-mask="true">
      <label htmlFor="quick-preview-photo">
        <strong>{t('quickPreview.photo.label')}</strong>
      </label>
      <FileRow>
        <input
          id="quick-preview-photo"
          ref={fileInput}
          type="file"
          accept={LIMITS.photoTypes.join(',')}
          onChange={choose}
          disabled={generating}
        />
        {(hasPhoto || state.phase === 'result') && (
          <ClearButton type="button" aria-label={t('quickPreview.photo.remove')} onClick={clear} disabled={generating}>
            ×
          </ClearButton>
        )}
      </FileRow>
      {state.fileName && <FileName>{t('quickPreview.photo.selected', { fileName: state.fileName })}</FileName>}

      {hasPhoto && (
        <>
          <RadioGroup id="quick-preview-gender" legend={t('quickPreview.gender.legend')}>
            {GENDERS.map(({ value, label }) => (
              <RadioOption key={value}>
                <input
                  type="radio"
                  name="quick-preview-gender"
                  value={value}
                  checked={state.gender === value}
                  onChange={() => send({ type: 'genderChanged', gender: value })}
                />
                {t(label)}
              </RadioOption>
            ))}
          </RadioGroup>
          <Field id="quick-preview-age" label={t('quickPreview.age.label')}>
            <Select id="quick-preview-age" value={state.age} onChange={(e) => send({ type: 'ageChanged', age: Number(e.target.value) })}>
              {LIMITS.quickPreviewAges.map((age) => (
                <option key={age} value={age}>
                  {t('quickPreview.age.option', { age })}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox checked={consented} onChange={setConsented} disabled={generating}>
            {site('consent.quickPreview')}
          </Checkbox>
          <Button type="button" onClick={generate} disabled={generating || !consented}>
            {generating ? (
              <>
                <Spinner />
                {t('quickPreview.generating')}
              </>
            ) : (
              t('quickPreview.generate')
            )}
          </Button>
        </>
      )}

      {state.error && <FailureAlert {...state.error} />}
      {state.phase === 'result' && (
        <div>
          {state.warning && <Alert tone="warning">{state.warning}</Alert>}
          <ImageCarousel
            label={t('quickPreview.pictures')}
            images={state.images.map((src, i) => ({ src, alt: t('quickPreview.picture', { number: i + 1 }) }))}
            width={4}
            height={3}
            showCounter
            eager
            controls={controls}
          />
          {state.productId !== null && state.file && (
            <>
              <Button type="button" onClick={makeBook} style={{ marginTop: 16 }}>
                {t('quickPreview.makeBook')}
              </Button>
              <p>{t('quickPreview.makeBookNote')}</p>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
