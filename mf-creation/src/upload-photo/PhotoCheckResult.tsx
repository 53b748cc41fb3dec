import { useMessages } from 'shared-contracts';
import { Alert, Spinner } from 'ui-kit';
import type { UploadState } from './uploadRules';
import { creationMessages } from '../messages/creationMessages';

/** What the check of the chosen photo says: being sent, being checked, fine, usable with advice, or refused with its reason. */
export function PhotoCheckResult({ state, message, reason }: { state: UploadState; message: string | null; reason?: string }) {
  const t = useMessages(creationMessages);
  if (state === 'uploading' || state === 'processing')
    return (
      <p role="status">
        <Spinner />
        {t(state === 'uploading' ? 'uploadPhoto.uploading' : 'uploadPhoto.checking')}
      </p>
    );
  if (state === 'success') return message ? <Alert tone="success">{message}</Alert> : null;
  if (state === 'warning')
    return (
      <Alert tone="warning">
        {message && <p>{message}</p>}
        <p>{t('uploadPhoto.warningAdvice')}</p>
      </Alert>
    );
  if (state === 'error')
    return (
      <Alert tone="danger">
        {message && <p>{message}</p>}
        {reason && <p>{reason}</p>}
        <p>{t('uploadPhoto.errorAdvice')}</p>
      </Alert>
    );
  return null;
}
