import { useAppSelector, useNavigate } from 'shared-contracts';
import { Button } from 'ui-kit';

/** Every ordering screen's way back to the book preview. */
export function PreviewBookButton() {
  const requestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  const navigate = useNavigate();
  return (
    <Button type="button" $variant="secondary" onClick={() => navigate(requestUuid ? `/preview-book?requestUuid=${encodeURIComponent(requestUuid)}` : '/preview-book')}>
      Preview Book
    </Button>
  );
}
