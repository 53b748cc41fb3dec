import styled from 'styled-components';
import { LIMITS, siteMessages, useCarouselControls, useMessages, type Gender } from 'shared-contracts';
import { Alert, Button, Checkbox, FailureAlert, Field, FileButton, ImageCarousel, RadioGroup, RadioOption, Select, Spinner } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { useQuickPreview } from './useQuickPreview';

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

/** The quick preview on the home page: a photo, gender and age, then the pictures drawn from them. */
export function QuickPreview() {
  const t = useMessages(catalogueMessages);
  const site = useMessages(siteMessages);
  const controls = useCarouselControls();
  const { state, send, fileInput, consented, setConsented, choose, clear, generate, makeBook } = useQuickPreview();

  const hasPhoto = Boolean(state.file);
  const generating = state.phase === 'generating';
  return (
    // Session replay, where a visitor allowed it, never records the child's photo or the pictures.
    <Panel data-clarity-mask="true">
      <label htmlFor="quick-preview-photo">
        <strong>{t('quickPreview.photo.label')}</strong>
      </label>
      <FileRow>
        <FileButton
          id="quick-preview-photo"
          ref={fileInput}
          text={t(hasPhoto ? 'quickPreview.photo.change' : 'quickPreview.photo.choose')}
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
