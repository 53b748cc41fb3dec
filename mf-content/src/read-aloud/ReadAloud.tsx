import { useState } from 'react';
import { useLanguage, useMessages, type PageVoice } from 'shared-contracts';
import { Button, ButtonRow, FailureAlert } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { Panel } from '../shared/Panel';
import type { VoicePass } from '../api/voicesApi';
import type { Leaf } from '../flipbook/bookLeaves';
import { PageRecorder } from './PageRecorder';
import { storyPageAt, wordsLeafOf } from './storyPages';
import { useVoicePlayback } from './useVoicePlayback';

interface ReadAloudProps {
  requestUuid: string;
  leaves: Leaf[];
  /** The leaf the viewer is open at. */
  current: number;
  turnTo: (index: number) => void;
  voices: PageVoice[];
  canRecord: boolean;
  /** A record link's reader; null for the owner (who says who reads) and the family. */
  linkReader: string | null;
  pass?: VoicePass;
}

/**
 * The book in the family's voices, under the flipbook: the open page's recording ("read by Nani"),
 * "Read to me" turning the pages as each recording ends, and, for whoever may record, the open page's recorder.
 */
export function ReadAloud({ requestUuid, leaves, current, turnTo, voices, canRecord, linkReader, pass }: ReadAloudProps) {
  const t = useMessages(contentMessages);
  const { language: pageLanguage } = useLanguage();
  const [reader, setReader] = useState('');
  const [language, setLanguage] = useState(pageLanguage);
  const { playing, failed, play, stop } = useVoicePlayback({
    requestUuid,
    pass,
    voices,
    onPage: (page) => {
      const index = wordsLeafOf(leaves, page);
      if (index >= 0 && storyPageAt(leaves, current) !== page) turnTo(index);
    },
  });
  if (voices.length === 0 && !canRecord) return null;

  const page = storyPageAt(leaves, current);
  const voice = voices.find((each) => each.page === page);
  const firstToRead = voices.find((each) => page === null || each.page >= page) ?? voices[0];
  return (
    <Panel aria-labelledby="read-aloud-title">
      <h2 id="read-aloud-title">{t('readAloud.title')}</h2>
      {voices.length > 0 && (
        <ButtonRow>
          {playing ? (
            <Button type="button" onClick={stop}>
              {t('readAloud.stop')}
            </Button>
          ) : (
            <>
              <Button type="button" onClick={() => void play(firstToRead.page, true)}>
                {t('readAloud.readToMe')}
              </Button>
              {voice && (
                <Button type="button" $variant="secondary" onClick={() => void play(voice.page)}>
                  {t('readAloud.listen')}
                </Button>
              )}
            </>
          )}
        </ButtonRow>
      )}
      <p role="status">
        {playing
          ? t('readAloud.playing', { page: playing.page, reader: playing.reader })
          : // Whoever may record is told by the recorder below, with the recording's length.
            voice && !canRecord
            ? t('readAloud.readBy', { reader: voice.reader })
            : null}
      </p>
      {failed && <FailureAlert message={t('readAloud.failed')} />}
      {canRecord &&
        (page === null ? (
          <p>{t('recorder.noPage')}</p>
        ) : (
          <PageRecorder
            key={page}
            requestUuid={requestUuid}
            page={page}
            voice={voice}
            pass={pass}
            fixedReader={linkReader}
            reader={reader}
            onReaderChange={setReader}
            language={language}
            onLanguageChange={setLanguage}
          />
        ))}
    </Panel>
  );
}
