import styled from 'styled-components';
import { failureOf, useMessages } from 'shared-contracts';
import { Alert, Button, FailureAlert, Spinner } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { useGetListenedBookQuery } from '../api/voicesApi';
import { clock, useVoicePlayback } from './useVoicePlayback';

const Pages = styled.ol`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid var(--color-border, #e5e1ee);
  }
  li[aria-current='true'] {
    font-weight: 600;
  }
  span {
    flex: 1;
  }
`;

/**
 * What the printed book's code opens (`/flipbook#listen=`): the family's recordings, page by page,
 * to hear with the book in hand; "Read to me" plays them all. A stopped or ended code says so.
 */
export function ListenedBook({ listen }: { listen: string }) {
  const t = useMessages(contentMessages);
  const requestUuid = listen.slice(0, listen.indexOf('.'));
  const { data, isLoading, error } = useGetListenedBookQuery(listen);
  const voices = data?.voices ?? [];
  const { playing, failed, play, stop } = useVoicePlayback({ requestUuid, pass: { listen }, voices });
  const name = data?.childFirstName;
  const failure = error ? failureOf(error, t('listen.failed')) : null;

  return (
    <section className="page">
      <h1>{name ? t('listen.title', { name }) : t('listen.titleNoName')}</h1>
      {isLoading && (
        <p role="status">
          <Spinner />
          {t('flipbook.loading')}
        </p>
      )}
      {/* The server's one sentence (stopped, ended) is the whole answer: 'Try again' would not help. */}
      {failure && <FailureAlert message={failure.reason ?? failure.message} />}
      {data && voices.length === 0 && <Alert tone="info">{t('listen.empty')}</Alert>}
      {voices.length > 0 && (
        <>
          <p>{t('listen.intro')}</p>
          {playing ? (
            <Button type="button" onClick={stop}>
              {t('readAloud.stop')}
            </Button>
          ) : (
            <Button type="button" onClick={() => void play(voices[0].page, true)}>
              {t('readAloud.readToMe')}
            </Button>
          )}
          <p role="status">{playing ? t('readAloud.playing', { page: playing.page, reader: playing.reader }) : null}</p>
          {failed && <FailureAlert message={t('readAloud.failed')} />}
          <Pages>
            {voices.map((voice) => (
              <li key={voice.page} aria-current={playing?.page === voice.page}>
                <span>
                  {t('listen.page', { page: voice.page })} · {t('listen.readBy', { reader: voice.reader })} · {clock(voice.seconds)}
                </span>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => void play(voice.page)}
                  aria-label={t('listen.playPage', { page: voice.page })}
                >
                  ▶
                </Button>
              </li>
            ))}
          </Pages>
        </>
      )}
    </section>
  );
}
