import { useMessages, useNavigate, type Failure } from 'shared-contracts';
import { Alert, Button, FailureAlert, Spinner } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';

/** The preview's screen before there is a preview to show: no book request, or the first pages still on their way. */
export function PreviewWaiting({ missing, failure }: { missing?: boolean; failure?: Failure | null }) {
  const t = useMessages(creationMessages);
  const navigate = useNavigate();
  return (
    <section className="page">
      <h1>{t('preview.title')}</h1>
      {missing ? (
        <>
          <Alert tone="danger">{t('preview.missing')}</Alert>
          <Button type="button" onClick={() => navigate('/')}>
            {t('preview.chooseStory')}
          </Button>
        </>
      ) : failure ? (
        <FailureAlert {...failure} />
      ) : (
        <p role="status">
          <Spinner />
          {t('preview.preparing')}
        </p>
      )}
    </section>
  );
}
