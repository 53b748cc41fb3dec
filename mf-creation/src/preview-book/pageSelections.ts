import { STORAGE_KEYS, type BookPreviewPage } from 'shared-contracts';

/** The chosen picture per page number. At most one per page. */
export type PageSelections = Record<string, string>;

/**
 * Keeps only choices that are still one of their page's pictures, and selects the picture of a
 * page that has just one.
 */
export function reconcileSelections(selections: PageSelections, pages: readonly BookPreviewPage[]): PageSelections {
  const next: PageSelections = {};
  for (const page of pages) {
    if (!page.previewPage) continue;
    const key = String(page.pageNumber);
    const chosen = selections[key];
    if (chosen && page.imageFileURL.includes(chosen)) next[key] = chosen;
    else if (page.imageFileURL.length === 1) next[key] = page.imageFileURL[0];
  }
  return next;
}

/** Selects the picture, or unlocks the page when it is the one already selected. */
export function toggleSelection(selections: PageSelections, pageNumber: number, image: string): PageSelections {
  const key = String(pageNumber);
  if (selections[key] === image) {
    const { [key]: _removed, ...rest } = selections;
    return rest;
  }
  return { ...selections, [key]: image };
}

/** Choices survive a reload of the preview: kept in local storage for the current request only. */
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
