import { useMessages, type BookPreviewResponse } from 'shared-contracts';
import { Button, ButtonRow, Spinner } from 'ui-kit';
import { canSaveSelections, isLoadMoreEnabled, isLoadMoreShown } from './previewRules';
import type { usePreviewBook } from './usePreviewBook';
import { creationMessages } from '../messages/creationMessages';

/** Below the pages: ask for the next pages, and save the choices once every page has one. */
export function PreviewActions({ preview, book }: { preview: BookPreviewResponse; book: ReturnType<typeof usePreviewBook> }) {
  const t = useMessages(creationMessages);
  const busy = (label: string) => (
    <>
      <Spinner />
      {label}
    </>
  );
  const loadMoreEnabled = isLoadMoreEnabled(preview, {
    loading: book.loadingMore,
    modalMinimized: book.minimized,
    depositPaid: book.depositPaid,
  });
  return (
    <ButtonRow $centered>
      {isLoadMoreShown(preview) && (
        <Button type="button" $variant="secondary" onClick={book.loadMore} disabled={!loadMoreEnabled}>
          {book.loadingMore ? busy(t('preview.loadingMore')) : t('preview.loadMore')}
        </Button>
      )}
      {canSaveSelections(preview, book.selectedCount) && (
        <Button type="button" onClick={book.save} disabled={book.saving}>
          {book.saving ? busy(t('preview.saving')) : t(preview.review ? 'preview.review.save' : 'preview.save')}
        </Button>
      )}
    </ButtonRow>
  );
}
