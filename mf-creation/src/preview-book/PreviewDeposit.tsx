import { formatRupees, useLanguage, useMessages, type BookPreviewResponse } from 'shared-contracts';
import { Alert } from 'ui-kit';
import { DepositModal } from '../deposit/DepositModal';
import { MinimizedDepositChip } from '../deposit/MinimizedDepositChip';
import type { usePreviewBook } from './usePreviewBook';
import { creationMessages } from '../messages/creationMessages';

/**
 * The deposit when the preview asks for it: first what comes, while the parent chooses the pictures of
 * the pages before it; then its dialog, or the chip that brings the dialog back.
 */
export function PreviewDeposit({
  requestUuid,
  preview,
  book,
}: {
  requestUuid: string;
  preview: BookPreviewResponse;
  book: ReturnType<typeof usePreviewBook>;
}) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  if (!book.depositNeeded || book.pageError) return null;
  const { depositAmount, depositTakenAfterPage } = preview.depositDetails;
  if (!book.depositAsked) {
    return (
      <Alert tone="info">
        {t('deposit.upcoming', { freePages: depositTakenAfterPage, amount: formatRupees(depositAmount, language) })}
      </Alert>
    );
  }
  if (book.minimized) return <MinimizedDepositChip onRestore={book.restore} />;
  return (
    <DepositModal
      requestUuid={requestUuid}
      depositAmount={depositAmount}
      freePages={depositTakenAfterPage}
      onPaid={book.onPaid}
      onMinimize={book.minimize}
    />
  );
}
