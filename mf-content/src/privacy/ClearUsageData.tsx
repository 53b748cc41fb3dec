import { STORAGE_KEYS, usageCleared, useAppDispatch } from 'shared-contracts';
import { Button, Card } from 'ui-kit';
import { ConfirmDialogs, useConfirmSteps } from '../shared/ConfirmDialogs';

/**
 * 'Clear Your Usage Data': preview counts and session information go; order history stays. Once
 * cleared, the dialog closes by itself after 2 seconds and cannot be dismissed before.
 */
export function ClearUsageData() {
  const dispatch = useAppDispatch();
  const steps = useConfirmSteps();

  const clear = () => {
    dispatch(usageCleared());
    sessionStorage.removeItem(STORAGE_KEYS.sessionId);
    steps.finish();
  };

  return (
    <Card as="section" aria-labelledby="clear-usage-title" style={{ marginTop: 32 }}>
      <h2 id="clear-usage-title">Clear Your Usage Data</h2>
      <p>
        We keep a few usage statistics in your browser (how many previews you made and when your visits began) to keep the service fair.
        They are reset periodically. You can clear them now; your order history is kept.
      </p>
      <Button type="button" $variant="secondary" onClick={steps.ask}>
        Clear Usage Data
      </Button>
      <ConfirmDialogs
        step={steps.step}
        id="clear-usage"
        confirmTitle="Clear your usage data?"
        confirmLabel="Clear Data"
        onConfirm={clear}
        onCancel={steps.close}
        doneTitle="Data Cleared"
        doneMessage="Your usage data has been cleared."
      >
        <p>
          This removes your preview counts, session information and other non-essential usage statistics from this browser. Order history is
          not affected.
        </p>
      </ConfirmDialogs>
    </Card>
  );
}
