import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { TIMINGS, useMessages } from 'shared-contracts';
import { Button, ButtonRow, StaticModal } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';

export type ConfirmStep = 'closed' | 'confirm' | 'done';

/** closed -> confirm -> done, which closes by itself after 2 seconds and cannot be dismissed before. */
export function useConfirmSteps() {
  const [step, setStep] = useState<ConfirmStep>('closed');
  const close = useCallback(() => setStep('closed'), []);
  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = setTimeout(close, TIMINGS.dialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [step, close]);
  return { step, ask: () => setStep('confirm'), finish: () => setStep('done'), close };
}

interface Props {
  step: ConfirmStep;
  id: string;
  confirmTitle: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  doneTitle: string;
  doneMessage: string;
  /** What the visitor is asked to confirm. */
  children: ReactNode;
}

/** The question with its confirm and Cancel buttons, then the message saying it is done. */
export function ConfirmDialogs({ step, id, confirmTitle, confirmLabel, onConfirm, onCancel, doneTitle, doneMessage, children }: Props) {
  const t = useMessages(contentMessages);
  if (step === 'confirm') {
    return (
      <StaticModal title={confirmTitle} titleId={`${id}-dialog`}>
        {children}
        <ButtonRow>
          <Button type="button" onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
        </ButtonRow>
      </StaticModal>
    );
  }
  if (step === 'done') {
    return (
      <StaticModal title={doneTitle} titleId={`${id}-done`}>
        <p role="status">{doneMessage}</p>
      </StaticModal>
    );
  }
  return null;
}
