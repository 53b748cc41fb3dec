import type { BookPreviewResponse, PageStatus } from 'shared-contracts';

/** A preview of an 8-page story, 6 preview pages, batches of 2, deposit after page 4, with the given page statuses. */
export function previewWith(statuses: PageStatus[], overrides: Partial<BookPreviewResponse> = {}): BookPreviewResponse {
  const pages = statuses.map((status, i) => ({
    pageNumber: i + 1,
    pageTitle: `Page ${i + 1}`,
    previewPage: i < 6,
    imageFileURL: status === 'available' ? [`/api/generated/r/p${i + 1}-a.webp`, `/api/generated/r/p${i + 1}-b.webp`] : [],
    pictureFileURL: status === 'available' ? [`/api/generated/r/p${i + 1}-a-alone.webp`, `/api/generated/r/p${i + 1}-b-alone.webp`] : [],
    text: `Aarav's words on page ${i + 1}.`,
  }));
  const previewPagesStatus = Object.fromEntries(statuses.slice(0, 6).map((s, i) => [String(i + 1), s]));
  const nonPreviewPagesStatus = Object.fromEntries(statuses.slice(6).map((s, i) => [String(i + 7), s]));
  const available = statuses.filter((s) => s === 'available').length;
  return {
    title: "Aarav's Adventure",
    coverImageURL: null,
    status: 'processing',
    navigationText: '',
    pages,
    previewPagesStatus,
    nonPreviewPagesStatus,
    pagesGenerated: available,
    pagesGeneratedForPreview: statuses.slice(0, 6).filter((s) => s === 'available').length,
    numberOfPagesForPreview: 6,
    numberOfPagesPerGenerationBatch: 2,
    depositDetails: { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: false },
    ...overrides,
  };
}
