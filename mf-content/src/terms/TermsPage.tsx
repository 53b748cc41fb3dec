import { useState } from 'react';
import { INTL_LOCALES, useHydrated, useLanguage, useMessages } from 'shared-contracts';
import { Alert, Button, Card } from 'ui-kit';
import { splitPolicy } from '../policy/lastUpdated';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { ConfirmDialogs, useConfirmSteps } from '../shared/ConfirmDialogs';
import { readTermsAgreement, storeTermsAgreement, type TermsAgreement } from './termsAgreement';
import { useGetPolicyQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';
import { prefetchPolicy } from '../policy/prefetchPolicy';

/** Accepting the terms: confirm, then 'Terms Accepted', closing by itself after 2 seconds. */
function TermsAcceptance() {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const { data } = useGetPolicyQuery({ document: 'terms-of-service', language });
  const [agreement, setAgreement] = useState<TermsAgreement | null>(() => readTermsAgreement());
  const steps = useConfirmSteps();

  const accept = () => {
    setAgreement(storeTermsAgreement(splitPolicy(data ?? '').lastUpdated ?? 'unknown'));
    steps.finish();
  };

  return (
    <Card as="section" aria-labelledby="terms-acceptance-title" style={{ marginTop: 32 }}>
      <h2 id="terms-acceptance-title">{t('terms.agreement.title')}</h2>
      {agreement ? (
        <Alert tone="success">
          {t('terms.agreement.accepted', {
            date: new Date(agreement.date).toLocaleDateString(INTL_LOCALES[language], { dateStyle: 'long' }),
          })}
        </Alert>
      ) : (
        <Button type="button" onClick={steps.ask}>
          {t('terms.agreement.accept')}
        </Button>
      )}
      <ConfirmDialogs
        step={steps.step}
        id="terms"
        confirmTitle={t('terms.confirm.title')}
        confirmLabel={t('terms.confirm.accept')}
        onConfirm={accept}
        onCancel={steps.close}
        doneTitle={t('terms.done.title')}
        doneMessage={t('terms.done.text')}
      >
        <p>{t('terms.confirm.intro')}</p>
        <ul>
          <li>{t('terms.confirm.content')}</li>
          <li>{t('terms.confirm.property')}</li>
          <li>{t('terms.confirm.usage')}</li>
          <li>{t('terms.confirm.disputes')}</li>
        </ul>
      </ConfirmDialogs>
    </Card>
  );
}

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch = prefetchPolicy('terms-of-service');

export default function TermsPage() {
  const t = useMessages(contentMessages);
  // The visitor's agreement is kept in this browser: its card is drawn once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <section className="page">
      <h1>{t('terms.title')}</h1>
      <PolicyDocument document="terms-of-service" label={t('terms.label')} />
      {hydrated && <TermsAcceptance />}
      <QuestionsBlock />
    </section>
  );
}
