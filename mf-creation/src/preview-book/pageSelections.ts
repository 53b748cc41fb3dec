import type { BookPreviewPage, PageSelections } from 'shared-contracts';

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
