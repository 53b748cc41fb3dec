import { useEffect } from 'react';
import { TIMINGS } from 'shared-contracts';

/** Closes a dialog's final message after 2 seconds. */
export function useAutoClose(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(close, TIMINGS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [active, close]);
}
