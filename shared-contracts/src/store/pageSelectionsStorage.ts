import { STORAGE_KEYS } from '../constants.js';

/** The chosen picture per page number. At most one per page. */
export type PageSelections = Record<string, string>;

/**
 * Choices survive a reload of the preview: kept in local storage for the current request only. The
 * creation remote writes them; the shell reads them before an email link replaces the draft.
 */
export function loadSelections(requestUuid: string, storage: Storage = localStorage): PageSelections {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.pageSelections) ?? 'null') as {
      requestUuid?: string;
      selections?: PageSelections;
    } | null;
    return stored?.requestUuid === requestUuid && stored.selections ? stored.selections : {};
  } catch {
    return {};
  }
}

export function storeSelections(requestUuid: string, selections: PageSelections, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.pageSelections, JSON.stringify({ requestUuid, selections }));
  } catch {
    // storage full or blocked: the choices stay in memory for this visit
  }
}
