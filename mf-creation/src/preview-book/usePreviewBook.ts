import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  bookPreviewCounted,
  loadSelections,
  storeSelections,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useNavigate,
  withBookRequest,
  type BookPreviewResponse,
  type PageSelections,
} from 'shared-contracts';
import { countPreviewOnce } from './countedPreviews';
import { reconcileSelections, toggleSelection } from './pageSelections';
import { hasPageError, isDepositNeeded, isRestOfBookDrawing, nextBatch, remainingBatches, shouldCountBookPreview } from './previewRules';
import { useGeneratePagesMutation, useSaveBookRequestMutation } from '../api/creationApi';

/**
 * The preview's choices and actions: a picture chosen per page (kept in the browser), more pages asked
 * for, the deposit's modal, and the choices saved before the order. The page only draws what this holds.
 */
export function usePreviewBook(requestUuid: string, preview: BookPreviewResponse) {
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [generatePages, generation] = useGeneratePagesMutation();
  const [saveBookRequest, saving] = useSaveBookRequestMutation();
  // A paid book changed in its review window starts from the pictures it was ordered with.
  const [choices, setChoices] = useState<PageSelections>(() => preview.review?.selectedImages ?? loadSelections(requestUuid));
  // The visitor's choices as the pages now stand: a page with one picture is chosen, a vanished picture is not.
  const selections = useMemo(() => reconcileSelections(choices, preview.pages), [choices, preview]);
  const [minimized, setMinimized] = useState(false);
  const [paid, setPaid] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  /** Pages asked for from this screen, which the last poll may not show as asked yet. */
  const askedFor = useRef(new Set<number>());
  const askingRest = useRef(false);
  const [restStopped, setRestStopped] = useState(false);

  useEffect(() => {
    if (shouldCountBookPreview(preview) && countPreviewOnce(requestUuid)) dispatch(bookPreviewCounted());
  }, [preview, requestUuid, dispatch]);
  useEffect(() => storeSelections(requestUuid, choices), [requestUuid, choices]);

  const depositPaid = paid || Boolean(preview.depositDetails.depositPaid);
  const previewPages = preview.pages.filter((page) => page.previewPage);
  const depositDue = isDepositNeeded(preview, depositPaid);
  // The deposit is asked for once the parent has seen the pages before it: a picture chosen for each.
  const pagesBeforeDepositChosen = previewPages
    .filter((page) => page.pageNumber <= preview.depositDetails.depositTakenAfterPage)
    .every((page) => selections[String(page.pageNumber)]);
  const selectedCount = previewPages.filter((page) => selections[String(page.pageNumber)]).length;
  const selectedImages = Object.fromEntries(previewPages.map((page) => [String(page.pageNumber), selections[String(page.pageNumber)]]));

  /** Asks for one batch, as 'Load More Pages' does; answers whether the server took it. */
  const askFor = async (batch: { startPage: number; endPage: number }) => {
    const result = await generatePages({ requestUuid, ...batch, usageStats: toUsageStats(usage) });
    // A failure here is only logged (docs/product.md#messages): the button stays for another try.
    if ('error' in result) {
      console.warn('Generating more pages failed', result.error);
      return false;
    }
    for (let page = batch.startPage; page < batch.endPage; page += 1) askedFor.current.add(page);
    trackEvent('preview_pages_requested', { start_page: batch.startPage, end_page: batch.endPage });
    return true;
  };

  const loadMore = async () => {
    const batch = nextBatch(preview);
    // A tap after a failed batch lets the rest follow by themselves again.
    if (batch && (await askFor(batch))) setRestStopped(false);
  };

  // Once the deposit is paid the rest of the book is asked for batch after batch, without a tap
  // (docs/product.md#the-rest-of-the-book); a batch the server refuses stops this and leaves the button.
  const askForTheRest = useEffectEvent(async () => {
    if (!depositPaid || restStopped || askingRest.current || preview.review || hasPageError(preview)) return;
    const batches = remainingBatches(preview, askedFor.current);
    if (batches.length === 0) return;
    askingRest.current = true;
    for (const batch of batches) {
      if (!(await askFor(batch))) {
        setRestStopped(true);
        break;
      }
    }
    askingRest.current = false;
  });
  useEffect(() => void askForTheRest(), [depositPaid, restStopped, preview]);

  const save = async () => {
    setSaveFailed(false);
    const result = await saveBookRequest({ requestUuid, selectedImages });
    if ('error' in result) {
      setSaveFailed(true);
      return;
    }
    trackEvent('preview_pages_saved', { pages: previewPages.length });
    navigate(preview.review ? '/order-status' : '/initiate-order', withBookRequest(requestUuid));
  };

  return {
    previewPages,
    selections,
    selectedCount,
    selectedImages,
    depositPaid,
    depositNeeded: depositDue,
    /** The deposit's dialog is due: the pages before it are made and each has its picture chosen. */
    depositAsked: depositDue && pagesBeforeDepositChosen,
    pageError: hasPageError(preview),
    minimized,
    saveFailed,
    loadingMore: generation.isLoading,
    saving: saving.isLoading,
    toggle: (pageNumber: number, image: string) => setChoices(toggleSelection({ ...choices, ...selections }, pageNumber, image)),
    loadMore,
    save,
    minimize: () => setMinimized(true),
    restore: () => setMinimized(false),
    /** The deposit is paid and the rest of the book is on its way: the notice that says so is due. */
    drawingRest: isRestOfBookDrawing(preview, depositPaid),
    onPaid: () => {
      setPaid(true);
      setMinimized(false);
    },
  };
}
