import type { BookPreviewResponse } from 'shared-contracts';
import { DepositModal } from '../deposit/DepositModal';
import { MinimizedDepositChip } from '../deposit/MinimizedDepositChip';
import type { usePreviewBook } from './usePreviewBook';

/** The deposit when the preview asks for it: its dialog, or the chip that brings the dialog back. */
export function PreviewDeposit({
  requestUuid,
  preview,
  book,
}: {
  requestUuid: string;
  preview: BookPreviewResponse;
  book: ReturnType<typeof usePreviewBook>;
}) {
  if (!book.depositNeeded || book.pageError) return null;
  if (book.minimized) return <MinimizedDepositChip onRestore={book.restore} />;
  return (
    <DepositModal
      requestUuid={requestUuid}
      depositAmount={preview.depositDetails.depositAmount}
      freePages={preview.depositDetails.depositTakenAfterPage}
      onPaid={book.onPaid}
      onMinimize={book.minimize}
    />
  );
}
