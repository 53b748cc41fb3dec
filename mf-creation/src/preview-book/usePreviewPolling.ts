import { useEffect, useRef, useState } from 'react';
import { errorStatus, TIMINGS, useGetBookPreviewQuery } from 'shared-contracts';
import { isPollFailureShown, pollInterval, shouldKeepPolling } from './previewRules';

/**
 * The preview, first fetched 3 seconds after the screen opens, then every 3 seconds while pages are
 * made. A failed poll is tried again after a longer wait each time, and the failure is shown only when
 * it lasts (`failed`); the first poll that succeeds clears it. An answer that never comes counts as a
 * failed poll (the query's timeout), and a tab brought back to the front asks at once.
 *
 * Each step follows the poll that last finished, known by its request id: the store tells its
 * subscribers of a request's start and end once per animation frame, so an answer that comes within
 * the frame is never seen as fetching, and a step that waited to see it would never come.
 */
export function usePreviewPolling(requestUuid: string | null) {
  const [started, setStarted] = useState(false);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), TIMINGS.previewPollMs);
    return () => clearTimeout(timer);
  }, []);
  const result = useGetBookPreviewQuery(requestUuid ?? '', { skip: !started || !requestUuid });
  const { data, error, isFetching, isError, isUninitialized, requestId, refetch } = result;
  const finished = isUninitialized || isFetching ? undefined : requestId;
  const status = errorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;

  // Counts each finished poll once: a failure adds one, a success starts again from none.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (finished === undefined || counted.current === finished) return;
    counted.current = finished;
    setFailures((count) => (isError ? count + 1 : 0));
  }, [finished, isError]);

  // The next poll, once this one has been counted; a refused request (4xx) is not asked again.
  useEffect(() => {
    if (finished === undefined || (isError && failures === 0)) return;
    const wait = refused ? 0 : pollInterval(data, isError ? failures : 0, TIMINGS.previewPollMs);
    if (!wait) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [finished, isError, failures, refused, data, refetch]);

  // Back in front, the parent sees the pages made meanwhile at once, not after a throttled timer or a long retry wait.
  const pagesAwaited = finished !== undefined && !refused && (isError || shouldKeepPolling(data));
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
