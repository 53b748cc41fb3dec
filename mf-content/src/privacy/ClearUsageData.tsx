import { removeKey, STORAGE_KEYS, usageCleared, useAppDispatch, useMessages } from 'shared-contracts';
import { Button, Card } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { ConfirmDialogs, useConfirmSteps } from '../shared/ConfirmDialogs';

/**
 * 'Clear Your Usage Data': preview counts and session information go; order history stays. Once
 * cleared, the dialog closes by itself after 2 seconds and cannot be dismissed before.
 */
export function ClearUsageData() {
  const t = useMessages(contentMessages);
  const dispatch = useAppDispatch();
  const steps = useConfirmSteps();

  const clear = () => {
    dispatch(usageCleared());
    removeKey(sessionStorage, STORAGE_KEYS.sessionId);
    steps.finish();
  };

  return (
    <Card as="section" aria-labelledby="clear-usage-title" style={{ marginTop: 32 }}>
      <h2 id="clear-usage-title">{t('privacy.clearUsage.title')}</h2>
      <p>{t('privacy.clearUsage.text')}</p>
      <Button type="button" $variant="secondary" onClick={steps.ask}>
        {t('privacy.clearUsage.button')}
      </Button>
      <ConfirmDialogs
        step={steps.step}
        id="clear-usage"
        confirmTitle={t('privacy.clearUsage.confirmTitle')}
        confirmLabel={t('privacy.clearUsage.confirm')}
        onConfirm={clear}
        onCancel={steps.close}
        doneTitle={t('privacy.clearUsage.doneTitle')}
        doneMessage={t('privacy.clearUsage.doneText')}
      >
        <p>{t('privacy.clearUsage.confirmText')}</p>
      </ConfirmDialogs>
    </Card>
  );
}
