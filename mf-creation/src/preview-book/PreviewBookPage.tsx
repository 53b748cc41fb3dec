import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  bookPreviewCounted,
  failureOf,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useBookRequestId,
  useMessages,
  useNavigate,
  withBookRequest,
} from 'shared-contracts';
import { Alert, Button, ButtonRow, FailureAlert, ProgressBar, Spinner } from 'ui-kit';
import { DepositModal } from '../deposit/DepositModal';
import { MinimizedDepositChip } from '../deposit/MinimizedDepositChip';
import { countPreviewOnce } from './countedPreviews';
import { loadSelections, reconcileSelections, storeSelections, toggleSelection, type PageSelections } from './pageSelections';
import { PreviewPageCard } from './PreviewPageCard';
import { WholeBookStrip } from './WholeBookStrip';
import {
  canSaveSelections,
  generationProgress,
  hasPageError,
  isDepositNeeded,
  isLoadMoreEnabled,
  isLoadMoreShown,
  nextBatch,
  shouldCountBookPreview,
} from './previewRules';
import { usePreviewPolling } from './usePreviewPolling';
import { useGeneratePagesMutation, useSaveBookRequestMutation } from '../api/creationApi';
import { creationMessages } from '../messages/creationMessages';

const Pages = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  margin: 24px 0;
`;

const Bars = styled.div`
  display: grid;
  gap: 12px;
  margin: 16px 0;
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /preview-book: the book drawn page by page, a picture chosen for each, the deposit when due. */
export default function PreviewBookPage() {
  const usage = useAppSelector((s) => s.usage);
  const childFirstName = useAppSelector((s) => s.orderDraft.childFirstName);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(creationMessages);
  const requestUuid = useBookRequestId();
  const { data: preview, failed, error } = usePreviewPolling(requestUuid);
  const [generatePages, generation] = useGeneratePagesMutation();
  const [saveBookRequest, saving] = useSaveBookRequestMutation();
  const [choices, setChoices] = useState<PageSelections>(() => (requestUuid ? loadSelections(requestUuid) : {}));
  // The visitor's choices as the pages now stand: a page with one picture is chosen, a vanished picture is not.
  const selections = useMemo(() => (preview ? reconcileSelections(choices, preview.pages) : choices), [choices, preview]);
  const [minimized, setMinimized] = useState(false);
  const [paid, setPaid] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    if (preview && requestUuid && shouldCountBookPreview(preview) && countPreviewOnce(requestUuid)) dispatch(bookPreviewCounted());
  }, [preview, requestUuid, dispatch]);

  useEffect(() => {
    if (requestUuid) storeSelections(requestUuid, choices);
  }, [requestUuid, choices]);

  if (!requestUuid) {
    return (
      <section className="page">
        <h1>{t('preview.title')}</h1>
        <Alert tone="danger">{t('preview.missing')}</Alert>
        <Button type="button" onClick={() => navigate('/')}>
          {t('preview.chooseStory')}
        </Button>
      </section>
    );
  }

  if (!preview) {
    return (
      <section className="page">
        <h1>{t('preview.title')}</h1>
        {failed ? (
          <FailureAlert {...failureOf(error, t('preview.pollFailed'))} />
        ) : (
          <p role="status">
            <Spinner />
            {t('preview.preparing')}
          </p>
        )}
      </section>
    );
  }

  const depositPaid = paid || Boolean(preview.depositDetails.depositPaid);
  const depositNeeded = isDepositNeeded(preview, depositPaid);
  const pageError = hasPageError(preview);
  const previewPages = preview.pages.filter((page) => page.previewPage);
  const selectedCount = previewPages.filter((page) => selections[String(page.pageNumber)]).length;
  const selectedImages = Object.fromEntries(previewPages.map((page) => [String(page.pageNumber), selections[String(page.pageNumber)]]));

  const loadMore = async () => {
    const batch = nextBatch(preview);
    if (!batch) return;
    const result = await generatePages({ requestUuid, ...batch, usageStats: toUsageStats(usage) });
    // A failure here is only logged (000 section 8): the button stays for another try.
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
    navigate('/initiate-order', withBookRequest(requestUuid));
  };

  const onPaid = () => {
    setPaid(true);
    setMinimized(false);
    void loadMore();
  };

  return (
    <section className="page">
      <h1>{preview.title}</h1>
      <p>{preview.navigationText}</p>
      {failed && <FailureAlert {...failureOf(error, t('preview.pollFailed'))} />}
      {pageError && (
        <Alert tone="danger">
          <p>
            <strong>{t('preview.errorBanner.title')}</strong>
          </p>
          <p>{t('preview.errorBanner.text')}</p>
        </Alert>
      )}
      <Bars>
        <ProgressBar
          label={t('preview.progress.generated')}
          value={generationProgress(preview)}
          detail={t('preview.progress.pages', { count: preview.pagesGeneratedForPreview, total: preview.numberOfPagesForPreview })}
        />
        <ProgressBar
          label={t('preview.progress.selected')}
          value={preview.numberOfPagesForPreview ? (100 * selectedCount) / preview.numberOfPagesForPreview : 0}
          detail={t('preview.progress.pages', { count: selectedCount, total: preview.numberOfPagesForPreview })}
        />
      </Bars>
      <Pages>
        {previewPages.map((page) => (
          <PreviewPageCard
            key={`${page.pageNumber}-${page.imageFileURL.length}`}
            page={page}
            status={preview.previewPagesStatus[String(page.pageNumber)] ?? 'pending'}
            selected={selections[String(page.pageNumber)] ?? null}
            onToggle={(image) => setChoices(toggleSelection({ ...choices, ...selections }, page.pageNumber, image))}
          />
        ))}
      </Pages>
      {canSaveSelections(preview, selectedCount) && (
        <WholeBookStrip title={preview.title} childFirstName={childFirstName} chosen={selectedImages} />
      )}
      {saveFailed && <Alert tone="danger">{t('preview.saveFailed')}</Alert>}
      <ButtonRow $centered>
        {isLoadMoreShown(preview) && (
          <Button
            type="button"
            $variant="secondary"
            onClick={loadMore}
            disabled={!isLoadMoreEnabled(preview, { loading: generation.isLoading, modalMinimized: minimized, depositPaid })}
          >
            {generation.isLoading ? (
              <>
                <Spinner />
                {t('preview.loadingMore')}
              </>
            ) : (
              t('preview.loadMore')
            )}
          </Button>
        )}
        {canSaveSelections(preview, selectedCount) && (
          <Button type="button" onClick={save} disabled={saving.isLoading}>
            {saving.isLoading ? (
              <>
                <Spinner />
                {t('preview.saving')}
              </>
            ) : (
              t('preview.save')
            )}
          </Button>
        )}
      </ButtonRow>
      {depositNeeded && !pageError && !minimized && (
        <DepositModal
          requestUuid={requestUuid}
          depositAmount={preview.depositDetails.depositAmount}
          freePages={preview.depositDetails.depositTakenAfterPage}
          onPaid={onPaid}
          onMinimize={() => setMinimized(true)}
        />
      )}
      {depositNeeded && !pageError && minimized && <MinimizedDepositChip onRestore={() => setMinimized(false)} />}
    </section>
  );
}
