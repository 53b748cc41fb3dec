import { useEffect, useMemo, useState } from 'react';
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
import { hasPageError, isDepositNeeded, nextBatch, shouldCountBookPreview } from './previewRules';
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

  const loadMore = async () => {
    const batch = nextBatch(preview);
    if (!batch) return;
    const result = await generatePages({ requestUuid, ...batch, usageStats: toUsageStats(usage) });
    // A failure here is only logged (docs/product.md#messages): the button stays for another try.
    if ('error' in result) console.warn('Generating more pages failed', result.error);
    else trackEvent('preview_pages_requested', { start_page: batch.startPage, end_page: batch.endPage });
  };

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
    onPaid: () => {
      setPaid(true);
      setMinimized(false);
      void loadMore();
    },
  };
}
