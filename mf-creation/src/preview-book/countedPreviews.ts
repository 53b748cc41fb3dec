import { readJson, STORAGE_KEYS, writeJson } from 'shared-contracts';

/** How many requests are remembered: far more than a family personalises, few enough to stay small. */
const REMEMBERED = 20;

function counted(storage: Storage): string[] {
  const stored = readJson(storage, STORAGE_KEYS.countedBookPreviews);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Counts a request's book preview in the visitor's usage once, however often the preview page is
 * opened or reloaded: answers whether this call counted it.
 */
export function countPreviewOnce(requestUuid: string, storage: Storage = localStorage): boolean {
  const ids = counted(storage);
  if (ids.includes(requestUuid)) return false;
  // Storage full or blocked: counted for this visit only.
  writeJson(storage, STORAGE_KEYS.countedBookPreviews, [...ids, requestUuid].slice(-REMEMBERED));
  return true;
}
