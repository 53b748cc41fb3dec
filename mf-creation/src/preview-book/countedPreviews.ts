import { STORAGE_KEYS } from 'shared-contracts';

/** How many requests are remembered: far more than a family personalises, few enough to stay small. */
const REMEMBERED = 20;

function counted(storage: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.countedBookPreviews) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Counts a request's book preview in the visitor's usage once, however often the preview page is
 * opened or reloaded: answers whether this call counted it.
 */
export function countPreviewOnce(requestUuid: string, storage: Storage = localStorage): boolean {
  const ids = counted(storage);
  if (ids.includes(requestUuid)) return false;
  try {
    storage.setItem(STORAGE_KEYS.countedBookPreviews, JSON.stringify([...ids, requestUuid].slice(-REMEMBERED)));
  } catch {
    // Storage full or blocked: counted for this visit only.
  }
  return true;
}
