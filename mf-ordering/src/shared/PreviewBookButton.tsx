import { useBookRequestId, useNavigate, withBookRequest } from 'shared-contracts';
import { Button } from 'ui-kit';

/** Every ordering screen's way back to the book preview. */
export function PreviewBookButton() {
  const requestUuid = useBookRequestId();
  const navigate = useNavigate();
  return (
    <Button type="button" $variant="secondary" onClick={() => navigate('/preview-book', withBookRequest(requestUuid))}>
      Preview Book
    </Button>
  );
}
