import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { failureOf, onUploadSent, useMessages, type Language, type PageVoice } from 'shared-contracts';
import { Button, ButtonRow, FailureAlert, Input, Select, Spinner } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { useDeletePageVoiceMutation, useRecordPageVoiceMutation, type VoicePass } from '../api/voicesApi';
import { useRecorder } from './useRecorder';
import { clock } from './useVoicePlayback';

/** A page is read aloud in at most this many seconds (the server's limit too). */
export const MAX_RECORDING_SECONDS = 90;

const Meter = styled.div`
  height: 10px;
  border-radius: 5px;
  background: var(--color-surface-muted, #eee);
  overflow: hidden;
  margin: 8px 0;
  div {
    height: 100%;
    background: var(--color-accent);
    transition: width 0.1s linear;
  }
`;

const Field = styled.label`
  display: block;
  margin: 8px 0;
  input,
  select {
    display: block;
    width: 100%;
    max-width: 320px;
    margin-top: 4px;
  }
`;

const FILE_NAMES: Record<string, string> = { 'audio/mp4': 'page.m4a', 'audio/ogg': 'page.ogg' };

interface PageRecorderProps {
  requestUuid: string;
  page: number;
  /** The recording the page has, if any. */
  voice: PageVoice | undefined;
  pass?: VoicePass;
  /** A record link's reader, fixed by the link; null: the owner says who reads. */
  fixedReader: string | null;
  reader: string;
  onReaderChange: (reader: string) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * Reading the open page aloud: record, listen back, keep or record again; the owner may delete a page's
 * recording. Keyed by its page where it is used, so another page starts afresh.
 */
export function PageRecorder({
  requestUuid,
  page,
  voice,
  pass,
  fixedReader,
  reader,
  onReaderChange,
  language,
  onLanguageChange,
}: PageRecorderProps) {
  const t = useMessages(contentMessages);
  const { recording, start, stop, reset } = useRecorder(MAX_RECORDING_SECONDS);
  const [keep, kept] = useRecordPageVoiceMutation();
  const [remove, removed] = useDeletePageVoiceMutation();
  const [sent, setSent] = useState(false);
  const [missingReader, setMissingReader] = useState(false);

  useEffect(() => onUploadSent(`/voices/${page}`, () => setSent(true)), [page]);

  const keepRecording = async () => {
    if (recording.status !== 'recorded') return;
    const name = fixedReader ?? reader.trim();
    if (!name) return setMissingReader(true);
    setMissingReader(false);
    setSent(false);
    const form = new FormData();
    const type = recording.blob.type.split(';')[0];
    form.append('reader', name);
    form.append('language', language);
    form.append('recording', recording.blob, FILE_NAMES[type] ?? 'page.webm');
    const result = await keep({ requestUuid, page, form, pass });
    if (!('error' in result)) reset();
  };

  const keeping = kept.isLoading;
  return (
    <section aria-labelledby="recorder-title">
      <h3 id="recorder-title">{t('recorder.title', { page })}</h3>
      {fixedReader ? (
        <p>{t('recorder.readingAs', { reader: fixedReader })}</p>
      ) : (
        <Field>
          {t('recorder.readerLabel')}
          <Input
            value={reader}
            maxLength={40}
            placeholder={t('recorder.readerHint')}
            onChange={(event) => onReaderChange(event.currentTarget.value)}
            aria-invalid={missingReader}
          />
        </Field>
      )}
      {missingReader && <FailureAlert message={t('recorder.readerMissing')} />}
      <Field>
        {t('recorder.languageLabel')}
        <Select value={language} onChange={(event) => onLanguageChange(event.currentTarget.value as Language)}>
          <option value="en">English</option>
          <option value="hi">हिन्दी</option>
        </Select>
      </Field>

      {voice && recording.status === 'idle' && !keeping && (
        <p>
          {t('recorder.existing', { page, reader: voice.reader, length: clock(voice.seconds) })}{' '}
          {!fixedReader && (
            <Button type="button" $variant="secondary" onClick={() => void remove({ requestUuid, page })} disabled={removed.isLoading}>
              {t('recorder.delete')}
            </Button>
          )}
        </p>
      )}

      {recording.status === 'asking' && <p role="status">{t('recorder.asking')}</p>}
      {recording.status === 'recording' && (
        <div>
          <Meter
            role="meter"
            aria-label={t('recorder.levelLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(recording.level * 100)}
          >
            <div style={{ width: `${Math.round(recording.level * 100)}%` }} />
          </Meter>
          <p role="timer">{t('recorder.clock', { elapsed: clock(recording.seconds), limit: clock(MAX_RECORDING_SECONDS) })}</p>
          <Button type="button" onClick={stop}>
            {t('recorder.stop')}
          </Button>
        </div>
      )}
      {recording.status === 'recorded' && (
        <div>
          <p>{t('recorder.listenBack')}</p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the reader's own voice heard back at once; the page's words are its text */}
          <audio controls src={recording.url} aria-label={t('recorder.yourRecording')} />
          <ButtonRow>
            <Button type="button" onClick={() => void keepRecording()} disabled={keeping}>
              {keeping && <Spinner />}
              {t('recorder.keep')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void start()} disabled={keeping}>
              {t('recorder.recordAgain')}
            </Button>
          </ButtonRow>
        </div>
      )}
      {(recording.status === 'idle' || recording.status === 'failed') && !keeping && (
        <Button type="button" onClick={() => void start()}>
          {voice ? t('recorder.recordAgain') : t('recorder.record')}
        </Button>
      )}

      {keeping && (
        <p role="status">
          <Spinner />
          {sent ? t('recorder.converting') : t('recorder.sending')}
        </p>
      )}
      {kept.isSuccess && recording.status === 'idle' && <p role="status">{t('recorder.kept', { page, reader: kept.data.reader })}</p>}
      {removed.isSuccess && <p role="status">{t('recorder.deleted')}</p>}
      {recording.status === 'failed' && (
        <FailureAlert message={t(recording.reason === 'denied' ? 'recorder.denied' : 'recorder.unsupported')} />
      )}
      {kept.isError && <FailureAlert {...failureOf(kept.error, t('recorder.failed'))} />}
      {removed.isError && <FailureAlert {...failureOf(removed.error, t('recorder.failed'))} />}
    </section>
  );
}
