import { useEffect, useRef } from 'react';

/** Calls `callback` every `delayMs` while `delayMs` is a number; null pauses it. */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (delayMs === null) return undefined;
    const timer = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(timer);
  }, [delayMs]);
}
