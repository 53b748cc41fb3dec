import { testI18n } from 'shared-contracts/testing';
import { creationMessages, type CreationMessage } from '../messages/creationMessages';
import { previewWith } from './previewFixture';
import {
  isPollFailureShown,
  pollInterval,
  canSaveSelections,
  generationProgress,
  isDepositNeeded,
  isLoadMoreEnabled,
  isLoadMoreShown,
  isRestOfBookDrawing,
  nextBatch,
  remainingBatches,
  pageStatusMessage,
  shouldCountBookPreview,
  shouldKeepPolling,
} from './previewRules';

const idle = { loading: false, modalMinimized: false, depositPaid: false };

/** A message of the flow as the English screen shows it. */
const english = (key: CreationMessage | undefined) => key && testI18n._(`${creationMessages.namespace}.${key}`);

describe('preview rules', () => {
  it('polls while processing or partially completed, and stops at completion or any page error', () => {
    expect(shouldKeepPolling(undefined)).toBe(true);
    expect(
      shouldKeepPolling(previewWith(['available', 'processing', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending'])),
    ).toBe(true);
    expect(
      shouldKeepPolling(
        previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending'], {
          status: 'partially_completed',
        }),
      ),
    ).toBe(true);
    expect(shouldKeepPolling(previewWith(Array(8).fill('available'), { status: 'completed' }))).toBe(false);
    expect(shouldKeepPolling(previewWith(['available', 'error', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']))).toBe(
      false,
    );
    expect(shouldKeepPolling(previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'error', 'pending']))).toBe(
      false,
    );
  });

  it('shows the page status texts', () => {
    expect(english(pageStatusMessage('queued'))).toBe('Queued...');
    expect(english(pageStatusMessage('processing'))).toBe('Processing...');
    expect(english(pageStatusMessage('completed'))).toBe('Finalizing...');
    expect(english(pageStatusMessage('pending'))).toBe('Not generated yet');
    expect(english(pageStatusMessage('error'))).toBe('Error generating this page, go back and try again');
    expect(pageStatusMessage('available')).toBeUndefined();
  });

  it('asks for the lowest pending page through that page plus the batch size', () => {
    expect(nextBatch(previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']))).toEqual({
      startPage: 3,
      endPage: 5,
    });
    expect(
      nextBatch(previewWith(['available', 'available', 'available', 'pending', 'pending', 'available', 'pending', 'pending'])),
    ).toEqual({ startPage: 4, endPage: 6 });
    expect(nextBatch(previewWith(Array(8).fill('available')))).toBeNull();
  });

  it('lists every batch still to ask for, in turn, leaving out the pages already asked for', () => {
    const afterDeposit = previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending']);
    expect(remainingBatches(afterDeposit)).toEqual([
      { startPage: 3, endPage: 5 },
      { startPage: 5, endPage: 7 },
    ]);
    expect(remainingBatches(afterDeposit, new Set([3, 4]))).toEqual([{ startPage: 5, endPage: 7 }]);
    // A batch starts at the next pending page, as 'Load More Pages' would start it.
    expect(remainingBatches(previewWith(['available', 'available', 'available', 'pending', 'available', 'pending']))).toEqual([
      { startPage: 4, endPage: 6 },
      { startPage: 6, endPage: 8 },
    ]);
    expect(remainingBatches(previewWith(Array(8).fill('available')))).toEqual([]);
  });

  it('says the rest of the book is being drawn once the deposit is paid, until every page past it is drawn', () => {
    const statuses = ['available', 'available', 'available', 'available', 'queued', 'processing', 'pending', 'available'] as const;
    const paid = { depositAmount: 99, depositTakenAfterPage: 4, depositPaid: true };
    expect(isRestOfBookDrawing(previewWith([...statuses], { depositDetails: paid }), true)).toBe(true);
    expect(isRestOfBookDrawing(previewWith([...statuses], { depositDetails: { ...paid, depositPaid: false } }), false)).toBe(false);
    expect(isRestOfBookDrawing(previewWith(Array(8).fill('available'), { depositDetails: paid }), true)).toBe(false);
    expect(isRestOfBookDrawing(previewWith([...statuses.slice(0, 7), 'error'], { depositDetails: paid }), true)).toBe(false);
  });

  it('reports progress, and 100 once completed', () => {
    expect(
      generationProgress(previewWith(['available', 'available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending'])),
    ).toBe(50);
    expect(generationProgress(previewWith(Array(8).fill('available'), { status: 'completed' }))).toBe(100);
  });

  it('needs the deposit once the free pages are made and the next page lies past them, until paid', () => {
    const twoPages = previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    const fourPages = previewWith(['available', 'available', 'available', 'available', 'pending', 'pending', 'pending', 'pending']);
    expect(isDepositNeeded(twoPages, false)).toBe(false);
    expect(isDepositNeeded(fourPages, false)).toBe(true);
    expect(isDepositNeeded(fourPages, true)).toBe(false);
    expect(isDepositNeeded({ ...fourPages, depositDetails: { ...fourPages.depositDetails, depositPaid: true } }, false)).toBe(false);
    expect(
      isDepositNeeded(
        previewWith(['available', 'available', 'available', 'available', 'available', 'pending', 'pending', 'pending']),
        false,
      ),
    ).toBe(true);
  });

  it('enables Load More only when idle, not minimized, without errors and with no unpaid deposit due', () => {
    const twoPages = previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(isLoadMoreShown(twoPages)).toBe(true);
    expect(isLoadMoreEnabled(twoPages, idle)).toBe(true);
    expect(isLoadMoreEnabled(twoPages, { ...idle, loading: true })).toBe(false);
    expect(isLoadMoreEnabled(twoPages, { ...idle, modalMinimized: true })).toBe(false);
    expect(
      isLoadMoreEnabled(previewWith(['available', 'available', 'queued', 'queued', 'pending', 'pending', 'pending', 'pending']), idle),
    ).toBe(false);
    const fourPages = previewWith(['available', 'available', 'available', 'available', 'pending', 'pending', 'pending', 'pending']);
    expect(isLoadMoreEnabled(fourPages, idle)).toBe(false);
    expect(isLoadMoreEnabled(fourPages, { ...idle, depositPaid: true })).toBe(true);
  });

  it('hides Load More once the preview pages are complete or a page failed', () => {
    expect(
      isLoadMoreShown(previewWith(['available', 'available', 'available', 'available', 'available', 'available', 'pending', 'pending'])),
    ).toBe(false);
    expect(isLoadMoreShown(previewWith(['available', 'error', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']))).toBe(
      false,
    );
  });

  it('allows saving when complete and every preview page has a picture', () => {
    const complete = previewWith(['available', 'available', 'available', 'available', 'available', 'available', 'pending', 'pending'], {
      status: 'completed',
    });
    expect(canSaveSelections(complete, 6)).toBe(true);
    expect(canSaveSelections(complete, 5)).toBe(false);
    expect(
      canSaveSelections(previewWith(['available', 'available', 'available', 'available', 'available', 'pending', 'pending', 'pending']), 5),
    ).toBe(false);
  });

  it('counts a book preview once more than 3 preview pages are available', () => {
    expect(
      shouldCountBookPreview(previewWith(['available', 'available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending'])),
    ).toBe(false);
    expect(
      shouldCountBookPreview(previewWith(['available', 'available', 'available', 'available', 'pending', 'pending', 'pending', 'pending'])),
    ).toBe(true);
  });
});

describe('polling through failures', () => {
  const processing = previewWith(['available', 'pending']);

  it('waits the usual 3 seconds while pages are made, twice as long after each failure in a row, at most 30 seconds', () => {
    expect(pollInterval(processing, 0, 3000)).toBe(3000);
    expect([1, 2, 3, 4].map((failures) => pollInterval(processing, failures, 3000))).toEqual([6000, 12000, 24000, 30000]);
    expect(pollInterval(previewWith(['available', 'available'], { status: 'completed' }), 0, 3000)).toBe(0);
  });

  it('tells the visitor after three failures in a row, or at once when the server refused the request', () => {
    expect([1, 2, 3].map((failures) => isPollFailureShown(failures, 503))).toEqual([false, false, true]);
    expect(isPollFailureShown(2, undefined)).toBe(false);
    expect(isPollFailureShown(1, 404)).toBe(true);
  });
});
