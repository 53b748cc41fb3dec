import { useBookRequestId, useMessages, useNavigate, withBookRequest } from 'shared-contracts';
import { Button } from 'ui-kit';
import { orderingMessages } from '../messages/orderingMessages';

/** Every ordering screen's way back to the book preview. */
export function PreviewBookButton() {
  const t = useMessages(orderingMessages);
  const requestUuid = useBookRequestId();
  const navigate = useNavigate();
  return (
    <Button type="button" $variant="secondary" onClick={() => navigate('/preview-book', withBookRequest(requestUuid))}>
      {t('step.previewBook')}
    </Button>
  );
}
