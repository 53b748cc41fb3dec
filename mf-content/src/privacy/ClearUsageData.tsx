import { useCallback, useState } from 'react';
import { STORAGE_KEYS, usageCleared, useAppDispatch } from 'shared-contracts';
import { Button, ButtonRow, Card, StaticModal } from 'ui-kit';
import { useAutoClose } from '../shared/useAutoClose';

type Step = 'closed' | 'confirm' | 'cleared';

/**
 * 'Clear Your Usage Data': preview counts and session information go; order history stays. Once
 * cleared, the dialog closes by itself after 2 seconds and cannot be dismissed before.
 */
export function ClearUsageData() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  useAutoClose(step === 'cleared', close);

  const clear = () => {
    dispatch(usageCleared());
    sessionStorage.removeItem(STORAGE_KEYS.sessionId);
    setStep('cleared');
  };

  return (
    <Card as="section" aria-labelledby="clear-usage-title" style={{ marginTop: 32 }}>
      <h2 id="clear-usage-title">Clear Your Usage Data</h2>
      <p>
        We keep a few usage statistics in your browser (how many previews you made and when your visits began) to keep the service fair. They are reset
        periodically. You can clear them now; your order history is kept.
      </p>
      <Button type="button" $variant="secondary" onClick={() => setStep('confirm')}>
        Clear Usage Data
      </Button>
      {step === 'confirm' && (
        <StaticModal title="Clear your usage data?" titleId="clear-usage-dialog">
          <p>This removes your preview counts, session information and other non-essential usage statistics from this browser. Order history is not affected.</p>
          <ButtonRow>
            <Button type="button" onClick={clear}>
              Clear Data
            </Button>
            <Button type="button" $variant="secondary" onClick={close}>
              Cancel
            </Button>
          </ButtonRow>
        </StaticModal>
      )}
      {step === 'cleared' && (
        <StaticModal title="Data Cleared" titleId="clear-usage-done">
          <p role="status">Your usage data has been cleared.</p>
        </StaticModal>
      )}
    </Card>
  );
}
