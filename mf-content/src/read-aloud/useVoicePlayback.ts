import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageVoice } from 'shared-contracts';
import { useLazyGetVoiceAudioQuery, type VoicePass } from '../api/voicesApi';

export interface Playing {
  page: number;
  reader: string;
  /** "Read to me": each recorded page after this one plays when it ends. */
  onward: boolean;
}

/**
 * Plays a book's recordings through one audio element (the one a tap started, so a phone lets the
 * next page play on its own): one page, or "Read to me" from a page to the last recorded one,
 * `onPage` told as each starts.
 */
export function useVoicePlayback({
  requestUuid,
  pass,
  voices,
  onPage,
}: {
  requestUuid: string;
  pass?: VoicePass;
  voices: PageVoice[];
  onPage?: (page: number) => void;
}) {
  const [fetchAudio] = useLazyGetVoiceAudioQuery();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [failed, setFailed] = useState(false);
  // The page turned as each recording starts: the latest callback, not the one of the render that started playing.
  const turn = useRef(onPage);
  turn.current = onPage;

  const play = useCallback(
    async (page: number, onward = false) => {
      const voice = voices.find((each) => each.page === page);
      if (!voice) return;
      const element = audio.current ?? (audio.current = new Audio());
      element.pause();
      setFailed(false);
      setPlaying({ page, reader: voice.reader, onward });
      turn.current?.(page);
      const { data: url } = await fetchAudio({ requestUuid, page, version: voice.version, pass }, true);
      if (!url) {
        setFailed(true);
        setPlaying(null);
        return;
      }
      element.src = url;
      element.onended = () => {
        const next = onward ? voices.find((each) => each.page > page) : undefined;
        if (next) void play(next.page, true);
        else setPlaying(null);
      };
      await element.play().catch(() => {
        setFailed(true);
        setPlaying(null);
      });
    },
    [fetchAudio, pass, requestUuid, voices],
  );

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(null);
  }, []);

  useEffect(() => () => audio.current?.pause(), []);

  return { playing, failed, play, stop };
}

/** A recording's length as a clock shows it: 0:07, 1:30. */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
