import { useEffect, useState } from 'react';

/** A value once it has stayed the same for `waitMs`: what was typed, once typing pauses. */
export function useSettled<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return settled;
}
