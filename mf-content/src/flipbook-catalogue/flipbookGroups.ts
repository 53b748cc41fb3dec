import type { SampleFlipbook } from 'shared-contracts';

export interface FlipbookGroup {
  productId: number;
  displayName: string;
  /** False for a story that can be read but not made yet ('coming soon'). */
  personalisable: boolean;
  flipbooks: SampleFlipbook[];
}

/**
 * Sample flipbooks grouped by product: each group's flipbooks by priority ascending, groups by their
 * lowest priority.
 */
export function groupFlipbooks(flipbooks: readonly SampleFlipbook[]): FlipbookGroup[] {
  const groups = new Map<number, FlipbookGroup>();
  for (const flipbook of flipbooks) {
    const group = groups.get(flipbook.productId) ?? {
      productId: flipbook.productId,
      displayName: flipbook.displayName,
      personalisable: flipbook.productStatus === 'live',
      flipbooks: [],
    };
    group.flipbooks.push(flipbook);
    groups.set(flipbook.productId, group);
  }
  const sorted = [...groups.values()].map((group) => ({
    ...group,
    flipbooks: [...group.flipbooks].sort((a, b) => a.priority - b.priority),
  }));
  return sorted.sort((a, b) => a.flipbooks[0].priority - b.flipbooks[0].priority);
}

/** The catalogue's query: gender as text, productId read as a whole number (ignored when it is not one). */
export function readCatalogueQuery(params: URLSearchParams): { gender?: string; productId?: number } {
  const gender = params.get('gender')?.trim() || undefined;
  const productId = Number.parseInt(params.get('productId') ?? '', 10);
  return { ...(gender ? { gender } : {}), ...(Number.isInteger(productId) ? { productId } : {}) };
}

/** Where the viewer's 'Go Back' should return: kept for the visit in session storage. */
export const CATALOGUE_ORIGIN_KEY = 'flipbook_origin';

export interface CatalogueOrigin {
  fromCatalogue: true;
  search: string;
}
