import { useMessages } from 'shared-contracts';
import { contentMessages } from '../messages/contentMessages';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch = prefetchPolicy('refund-and-cancellation-policy');

export default function RefundPage() {
  const t = useMessages(contentMessages);
  return (
    <section className="page">
      <h1>{t('refund.title')}</h1>
      <PolicyDocument document="refund-and-cancellation-policy" label={t('refund.label')} />
      <QuestionsBlock />
    </section>
  );
}
