import type { BookPreviewResponse, PageStatus } from 'shared-contracts';
import type { CreationMessage } from '../messages/creationMessages';

/** The preview screen's rules (docs/product.md#preview), as plain functions of the server's answer. */

/** What a page not yet shown says of itself, as a key of the flow's messages. */
const STATUS_MESSAGE: Partial<Record<PageStatus, CreationMessage>> = {
  queued: 'preview.page.queued',
  processing: 'preview.page.processing',
  completed: 'preview.page.finalizing',
  pending: 'preview.page.pending',
  error: 'preview.page.error',
};

export function pageStatusMessage(status: PageStatus): CreationMessage | undefined {
  return STATUS_MESSAGE[status];
}

export function hasPageError(preview: BookPreviewResponse): boolean {
  return [...Object.values(preview.previewPagesStatus), ...Object.values(preview.nonPreviewPagesStatus)].includes('error');
}

/** Polling goes on while pages are being made, and stops at completion or at any page error. */
export function shouldKeepPolling(preview: BookPreviewResponse | undefined): boolean {
  if (!preview) return true;
  if (hasPageError(preview)) return false;
  return preview.status === 'processing' || preview.status === 'partially_completed';
}

/** Failed polls in a row before the visitor is told: a phone losing signal for a few seconds should alarm no one. */
export const POLL_FAILURES_SHOWN_AFTER = 3;
const LONGEST_POLL_WAIT_MS = 30_000;

/**
 * How long to wait before the next poll: the usual interval, doubled after each failed poll in a row
 * (up to 30 seconds), or 0 to stop when nothing is being made and the last poll did not fail.
 */
export function pollInterval(preview: BookPreviewResponse | undefined, failures: number, everyMs: number): number {
  if (failures > 0) return Math.min(everyMs * 2 ** failures, LONGEST_POLL_WAIT_MS);
  return shouldKeepPolling(preview) ? everyMs : 0;
}

/** The poll's failure is shown after several in a row, or at once when the server refused it (a 4xx: retrying will not help). */
export function isPollFailureShown(failures: number, status: number | undefined): boolean {
  if (status !== undefined && status >= 400 && status < 500) return failures > 0;
  return failures >= POLL_FAILURES_SHOWN_AFTER;
}

export function isPreviewComplete(preview: BookPreviewResponse): boolean {
  return preview.pagesGeneratedForPreview >= preview.numberOfPagesForPreview;
}

export function generationProgress(preview: BookPreviewResponse): number {
  if (preview.status === 'completed' && isPreviewComplete(preview)) return 100;
  return preview.numberOfPagesForPreview ? (100 * preview.pagesGeneratedForPreview) / preview.numberOfPagesForPreview : 0;
}

function lowestPendingPage(preview: BookPreviewResponse): number | null {
  const pending = Object.entries(preview.previewPagesStatus)
    .filter(([, status]) => status === 'pending')
    .map(([page]) => Number(page));
  return pending.length ? Math.min(...pending) : null;
}

/** The next batch: the lowest pending page through that page plus the batch size (end not included). */
export function nextBatch(preview: BookPreviewResponse): { startPage: number; endPage: number } | null {
  const start = lowestPendingPage(preview);
  return start === null ? null : { startPage: start, endPage: start + preview.numberOfPagesPerGenerationBatch };
}

/**
 * Every batch still to ask for, in the order 'Load More Pages' would ask for them: from the lowest
 * pending page, each batch the batch size long, skipping pages already asked for (whose answer the
 * last poll may not show yet).
 */
export function remainingBatches(
  preview: BookPreviewResponse,
  askedFor: ReadonlySet<number> = new Set(),
): { startPage: number; endPage: number }[] {
  const pending = Object.entries(preview.previewPagesStatus)
    .filter(([page, status]) => status === 'pending' && !askedFor.has(Number(page)))
    .map(([page]) => Number(page))
    .sort((a, b) => a - b);
  const batches: { startPage: number; endPage: number }[] = [];
  for (const page of pending) {
    const last = batches.at(-1);
    if (!last || page >= last.endPage) batches.push({ startPage: page, endPage: page + preview.numberOfPagesPerGenerationBatch });
  }
  return batches;
}

/** After the deposit the rest of the book is drawn without a tap: pages past the deposit not yet drawn. */
export function isRestOfBookDrawing(preview: BookPreviewResponse, depositPaid: boolean): boolean {
  if (!depositPaid || preview.review || hasPageError(preview)) return false;
  const after = preview.depositDetails.depositTakenAfterPage;
  return Object.entries(preview.previewPagesStatus).some(([page, status]) => Number(page) > after && status !== 'available');
}

/**
 * A deposit is needed, and not yet paid, once more pages were generated than the deposit allows,
 * or once the free pages are all made and the next page lies past them (the server refuses it
 * until the deposit is paid, so the visitor is asked at that point rather than after a refusal).
 */
export function isDepositNeeded(preview: BookPreviewResponse, paid: boolean): boolean {
  if (paid || preview.depositDetails.depositPaid) return false;
  const after = preview.depositDetails.depositTakenAfterPage;
  if (preview.pagesGenerated > after) return true;
  const next = nextBatch(preview);
  return preview.pagesGenerated >= after && next !== null && next.startPage > after;
}

/** 'Load More Pages' is shown until the preview pages are complete or an error appears. */
export function isLoadMoreShown(preview: BookPreviewResponse): boolean {
  return !isPreviewComplete(preview) && !hasPageError(preview) && nextBatch(preview) !== null;
}

export function isLoadMoreEnabled(
  preview: BookPreviewResponse,
  options: { loading: boolean; modalMinimized: boolean; depositPaid: boolean },
): boolean {
  if (options.loading || options.modalMinimized || hasPageError(preview)) return false;
  if (isDepositNeeded(preview, options.depositPaid)) return false;
  // Pages still being made: more can be asked for once they are done.
  return !Object.values(preview.previewPagesStatus).some((s) => s === 'queued' || s === 'processing' || s === 'completed');
}

/** Save and proceed: generation complete and a picture chosen for every preview page. */
export function canSaveSelections(preview: BookPreviewResponse, selectedCount: number): boolean {
  return isPreviewComplete(preview) && !hasPageError(preview) && selectedCount === preview.numberOfPagesForPreview;
}

/** Counted once more than 3 preview pages are available. */
export function shouldCountBookPreview(preview: BookPreviewResponse): boolean {
  return preview.pagesGeneratedForPreview > 3;
}
