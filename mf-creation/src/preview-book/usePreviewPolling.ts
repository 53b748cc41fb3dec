import { useEffect, useRef, useState } from 'react';
import { errorStatus, TIMINGS, useGetBookPreviewQuery } from 'shared-contracts';
import { isPollFailureShown, pollInterval, shouldKeepPolling } from './previewRules';

/**
 * The preview, first fetched 3 seconds after the screen opens, then every 3 seconds while pages are
 * made. A failed poll is tried again after a longer wait each time, and the failure is shown only when
 * it lasts (`failed`); the first poll that succeeds clears it. An answer that never comes counts as a
 * failed poll (the query's timeout), and a tab brought back to the front asks at once.
 */
export function usePreviewPolling(requestUuid: string | null) {
  const [started, setStarted] = useState(false);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), TIMINGS.previewPollMs);
    return () => clearTimeout(timer);
  }, []);
  const result = useGetBookPreviewQuery(requestUuid ?? '', { skip: !started || !requestUuid });
  const { data, error, isFetching, isError, isUninitialized, startedTimeStamp, refetch } = result;
  const status = errorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;

  // Counts each finished poll once: a failure adds one, a success starts again from none.
  const counted = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (isUninitialized || isFetching || counted.current === startedTimeStamp) return;
    counted.current = startedTimeStamp;
    setFailures((count) => (isError ? count + 1 : 0));
  }, [isUninitialized, isFetching, isError, startedTimeStamp]);

  // The next poll, once this one has been counted; a refused request (4xx) is not asked again.
  useEffect(() => {
    if (isUninitialized || isFetching || (isError && failures === 0)) return;
    const wait = refused ? 0 : pollInterval(data, isError ? failures : 0, TIMINGS.previewPollMs);
    if (!wait) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [isUninitialized, isFetching, isError, failures, refused, data, refetch]);

  // Back in front, the parent sees the pages made meanwhile at once, not after a throttled timer or a long retry wait.
  const pagesAwaited = !isUninitialized && !isFetching && !refused && (isError || shouldKeepPolling(data));
  useEffect(() => {
    if (!pagesAwaited) return;
    const catchUp = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', catchUp);
    return () => document.removeEventListener('visibilitychange', catchUp);
  }, [pagesAwaited, refetch]);

  return { ...result, failed: isError && isPollFailureShown(failures, status) };
}
