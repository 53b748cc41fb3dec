import { useState } from 'react';
import { useHydrated } from 'shared-contracts';
import { Alert, Button, Card } from 'ui-kit';
import { splitPolicy } from '../policy/lastUpdated';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { ConfirmDialogs, useConfirmSteps } from '../shared/ConfirmDialogs';
import { readTermsAgreement, storeTermsAgreement, type TermsAgreement } from './termsAgreement';
import { useGetPolicyQuery } from '../api/contentApi';
import { prefetchPolicy } from '../policy/prefetchPolicy';

/** Accepting the terms: confirm, then 'Terms Accepted', closing by itself after 2 seconds. */
function TermsAcceptance() {
  const { data } = useGetPolicyQuery('terms-of-service');
  const [agreement, setAgreement] = useState<TermsAgreement | null>(() => readTermsAgreement());
  const steps = useConfirmSteps();

  const accept = () => {
    setAgreement(storeTermsAgreement(splitPolicy(data ?? '').lastUpdated ?? 'unknown'));
    steps.finish();
  };

  return (
    <Card as="section" aria-labelledby="terms-acceptance-title" style={{ marginTop: 32 }}>
      <h2 id="terms-acceptance-title">Your agreement</h2>
      {agreement ? (
        <Alert tone="success">
          You have already accepted these terms ({new Date(agreement.date).toLocaleDateString('en-IN', { dateStyle: 'long' })}).
        </Alert>
      ) : (
        <Button type="button" onClick={steps.ask}>
          Accept Terms
        </Button>
      )}
      <ConfirmDialogs
        step={steps.step}
        id="terms"
        confirmTitle="Accept the Terms of Service"
        confirmLabel="I Accept"
        onConfirm={accept}
        onCancel={steps.close}
        doneTitle="Terms Accepted"
        doneMessage="Thank you. Your acceptance has been recorded."
      >
        <p>By accepting, you agree to our terms on:</p>
        <ul>
          <li>personalized children's content</li>
          <li>intellectual property rights</li>
          <li>usage restrictions</li>
          <li>dispute resolution</li>
        </ul>
      </ConfirmDialogs>
    </Card>
  );
}

export const prefetch = prefetchPolicy('terms-of-service');

export default function TermsPage() {
  // The visitor's agreement is kept in this browser: its card is drawn once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <section className="page">
      <h1>Terms of Service</h1>
      <PolicyDocument document="terms-of-service" label="terms of service" />
      {hydrated && <TermsAcceptance />}
      <QuestionsBlock />
    </section>
  );
}
