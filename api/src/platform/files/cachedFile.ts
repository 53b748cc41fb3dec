import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A build file read once and again only when it changes on disk, so a new build or release is
 * picked up without a restart. Answers null when the file is missing or cannot be parsed.
 */
export function readCached<T>(file: string, parse: (text: string) => T): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T | null;
  let value: T | null;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch {
    value = null;
  }
  cache.set(file, { mtimeMs, value });
  return value;
}

export const readCachedJson = <T>(file: string) => readCached<T>(file, (text) => JSON.parse(text) as T);
