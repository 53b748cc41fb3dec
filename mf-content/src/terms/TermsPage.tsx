import { useCallback, useState } from 'react';
import { useGetPolicyQuery } from 'shared-contracts';
import { Alert, Button, ButtonRow, Card, StaticModal } from 'ui-kit';
import { splitPolicy } from '../policy/lastUpdated';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { useAutoClose } from '../shared/useAutoClose';
import { readTermsAgreement, storeTermsAgreement, type TermsAgreement } from './termsAgreement';

type Step = 'closed' | 'confirm' | 'accepted';

/** Accepting the terms: confirm, then 'Terms Accepted', closing by itself after 2 seconds. */
function TermsAcceptance() {
  const { data } = useGetPolicyQuery('terms-of-service');
  const [agreement, setAgreement] = useState<TermsAgreement | null>(() => readTermsAgreement());
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  useAutoClose(step === 'accepted', close);

  const accept = () => {
    setAgreement(storeTermsAgreement(splitPolicy(data ?? '').lastUpdated ?? 'unknown'));
    setStep('accepted');
  };

  return (
    <Card as="section" aria-labelledby="terms-acceptance-title" style={{ marginTop: 32 }}>
      <h2 id="terms-acceptance-title">Your agreement</h2>
      {agreement ? (
        <Alert tone="success">You have already accepted these terms ({new Date(agreement.date).toLocaleDateString('en-IN', { dateStyle: 'long' })}).</Alert>
      ) : (
        <Button type="button" onClick={() => setStep('confirm')}>
          Accept Terms
        </Button>
      )}
      {step === 'confirm' && (
        <StaticModal title="Accept the Terms of Service" titleId="terms-dialog">
          <p>By accepting, you agree to our terms on:</p>
          <ul>
            <li>personalized children's content</li>
            <li>intellectual property rights</li>
            <li>usage restrictions</li>
            <li>dispute resolution</li>
          </ul>
          <ButtonRow>
            <Button type="button" onClick={accept}>
              I Accept
            </Button>
            <Button type="button" $variant="secondary" onClick={close}>
              Cancel
            </Button>
          </ButtonRow>
        </StaticModal>
      )}
      {step === 'accepted' && (
        <StaticModal title="Terms Accepted" titleId="terms-accepted">
          <p role="status">Thank you. Your acceptance has been recorded.</p>
        </StaticModal>
      )}
    </Card>
  );
}

export default function TermsPage() {
  return (
    <section className="page">
      <h1>Terms of Service</h1>
      <PolicyDocument document="terms-of-service" label="terms of service" />
      <TermsAcceptance />
      <QuestionsBlock />
    </section>
  );
}
