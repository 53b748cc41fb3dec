import { useMessages } from 'shared-contracts';
import { contentMessages } from '../messages/contentMessages';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch = prefetchPolicy('cookie-policy');

export default function CookiePolicyPage() {
  const t = useMessages(contentMessages);
  return (
    <section className="page">
      <h1>{t('cookiePolicy.title')}</h1>
      <PolicyDocument document="cookie-policy" label={t('cookiePolicy.label')} />
      <QuestionsBlock title={t('cookiePolicy.questions.title')} text={t('cookiePolicy.questions.text')} />
    </section>
  );
}
