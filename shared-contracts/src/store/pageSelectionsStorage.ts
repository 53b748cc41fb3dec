import { STORAGE_KEYS } from 'contracts/constants';
import { readJson, writeJson } from '../helpers/browserStorage.js';

/** The chosen picture per page number. At most one per page. */
export type PageSelections = Record<string, string>;

/**
 * Choices survive a reload of the preview: kept in local storage for the current request only. The
 * creation remote writes them; the shell reads them before an email link replaces the draft.
 */
export function loadSelections(requestUuid: string, storage: Storage = localStorage): PageSelections {
  const stored = readJson(storage, STORAGE_KEYS.pageSelections) as { requestUuid?: string; selections?: PageSelections } | null;
  return stored?.requestUuid === requestUuid && stored.selections ? stored.selections : {};
}

export function storeSelections(requestUuid: string, selections: PageSelections, storage: Storage = localStorage): void {
  writeJson(storage, STORAGE_KEYS.pageSelections, { requestUuid, selections });
}
