import styled from 'styled-components';
import {
  failureOf,
  formatRupees,
  useAppSelector,
  useBookRequestId,
  useLanguage,
  useMessages,
  type BookPreviewResponse,
  type Failure,
} from 'shared-contracts';
import { Alert, FailureAlert } from 'ui-kit';
import { PreviewActions } from './PreviewActions';
import { PreviewCover } from './PreviewCover';
import { PreviewDeposit } from './PreviewDeposit';
import { PreviewPageCard } from './PreviewPageCard';
import { PreviewProgress } from './PreviewProgress';
import { PreviewWaiting } from './PreviewWaiting';
import { ReviewNotice } from './ReviewNotice';
import { WholeBookStrip } from './WholeBookStrip';
import { canSaveSelections } from './previewRules';
import { usePreviewBook } from './usePreviewBook';
import { usePreviewPolling } from './usePreviewPolling';
import { creationMessages } from '../messages/creationMessages';

const Pages = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  margin: 24px 0;
`;

/**
 * Said while the rest of the book is drawn after the deposit. It follows the parent down the pages (the deposit's
 * dialog closes wherever they were), resting at the bottom of the screen until it reaches its place below them.
 */
const DrawingRest = styled(Alert)`
  position: sticky;
  bottom: 12px;
  z-index: 2;
  box-shadow: var(--shadow);
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /preview-book: the book drawn page by page, a picture chosen for each, the deposit when due. */
export default function PreviewBookPage() {
  const requestUuid = useBookRequestId();
  return requestUuid ? <PolledPreview requestUuid={requestUuid} /> : <PreviewWaiting missing />;
}

function PolledPreview({ requestUuid }: { requestUuid: string }) {
  const t = useMessages(creationMessages);
  const { data: preview, failed, error } = usePreviewPolling(requestUuid);
  const failure = failed ? failureOf(error, t('preview.pollFailed')) : null;
  if (!preview) return <PreviewWaiting failure={failure} />;
  return <Preview requestUuid={requestUuid} preview={preview} pollFailure={failure} />;
}

function Preview({
  requestUuid,
  preview,
  pollFailure,
}: {
  requestUuid: string;
  preview: BookPreviewResponse;
  pollFailure: Failure | null;
}) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  const childFirstName = useAppSelector((s) => s.orderDraft.childFirstName);
  const book = usePreviewBook(requestUuid, preview);
  return (
    <section className="page">
      <h1>{preview.title}</h1>
      <PreviewCover title={preview.title} image={preview.coverImageURL} />
      {preview.review && <ReviewNotice requestUuid={requestUuid} until={preview.review.until} />}
      <p>{preview.navigationText}</p>
      {pollFailure && <FailureAlert {...pollFailure} />}
      {book.pageError && (
        <Alert tone="danger">
          <p>
            <strong>{t('preview.errorBanner.title')}</strong>
          </p>
          <p>{t('preview.errorBanner.text')}</p>
        </Alert>
      )}
      <PreviewProgress preview={preview} selectedCount={book.selectedCount} />
      <Pages>
        {book.previewPages.map((page) => (
          <PreviewPageCard
            key={`${page.pageNumber}-${page.imageFileURL.length}`}
            page={page}
            second={
              preview.second?.words[String(page.pageNumber)]
                ? { text: preview.second.words[String(page.pageNumber)], language: preview.second.language }
                : undefined
            }
            status={preview.previewPagesStatus[String(page.pageNumber)] ?? 'pending'}
            selected={book.selections[String(page.pageNumber)] ?? null}
            onToggle={(image) => book.toggle(page.pageNumber, image)}
          />
        ))}
      </Pages>
      {book.drawingRest && (
        <DrawingRest tone="success">
          {t(childFirstName ? 'preview.drawingRest' : 'preview.drawingRestUnnamed', {
            amount: formatRupees(preview.depositDetails.depositAmount, language),
            name: childFirstName,
          })}
        </DrawingRest>
      )}
      {canSaveSelections(preview, book.selectedCount) && (
        <WholeBookStrip
          title={preview.storyTitle ?? preview.title}
          cover={preview.coverImageURL}
          childFirstName={childFirstName}
          chosen={book.selectedImages}
          words={Object.fromEntries(preview.pages.map((page) => [String(page.pageNumber), page.text ?? '']))}
          blurb={preview.blurb ?? ''}
          print={preview.print ?? null}
          second={preview.second}
        />
      )}
      {book.saveFailed && <Alert tone="danger">{t('preview.saveFailed')}</Alert>}
      <PreviewActions preview={preview} book={book} />
      <PreviewDeposit requestUuid={requestUuid} preview={preview} book={book} />
    </section>
  );
}
