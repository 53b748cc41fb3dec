import { failureOf, Link, useMessages, useStopSharingBookMutation, withBookRequest } from 'shared-contracts';
import { Alert, Button, FailureAlert, Spinner } from 'ui-kit';
import { orderingMessages } from '../messages/orderingMessages';

/**
 * The paid book itself: its flipbook (where it is shared with the family), and, once a link has been
 * given out, the way to stop sharing it.
 */
export function YourBook({ requestUuid, shared }: { requestUuid: string; shared: boolean }) {
  const t = useMessages(orderingMessages);
  const [stopSharing, stopping] = useStopSharingBookMutation();
  return (
    <>
      <p>
        <Link to="/flipbook" {...withBookRequest(requestUuid)}>
          {t('orderStatus.book.see')}
        </Link>
      </p>
      {shared && !stopping.isSuccess && (
        <>
          <p>{t('orderStatus.book.stopIntro')}</p>
          <Button type="button" $variant="secondary" onClick={() => void stopSharing(requestUuid)} disabled={stopping.isLoading}>
            {stopping.isLoading && <Spinner />}
            {t('orderStatus.book.stop')}
          </Button>
        </>
      )}
      {stopping.isSuccess && <Alert tone="success">{t('orderStatus.book.stopped')}</Alert>}
      {stopping.isError && <FailureAlert {...failureOf(stopping.error, t('orderStatus.book.stopFailed'))} />}
    </>
  );
}
