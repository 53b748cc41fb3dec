import { Link, useLanguage, useMessages, withBookRequest } from 'shared-contracts';
import { formatOrderDateTime } from 'contracts/formats';
import { Alert } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';

/** Above a paid book's pages in its review window: until when its pictures may change, and the way back. */
export function ReviewNotice({ requestUuid, until }: { requestUuid: string; until: string }) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  return (
    <Alert tone="info">
      <p>{t('preview.review.notice', { until: formatOrderDateTime(new Date(until), undefined, language) })}</p>
      <p>
        <Link to="/order-status" {...withBookRequest(requestUuid)}>
          {t('preview.review.back')}
        </Link>
      </p>
    </Alert>
  );
}
