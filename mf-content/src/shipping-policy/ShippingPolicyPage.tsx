import { useMessages } from 'shared-contracts';
import { Alert } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch = prefetchPolicy('shipping-and-delivery-policy');

export default function ShippingPolicyPage() {
  const t = useMessages(contentMessages);
  return (
    <section className="page">
      <h1>{t('shipping.title')}</h1>
      <Alert tone="info">
        <p>
          <strong>{t('shipping.notice.title')}</strong>
        </p>
        <p>{t('shipping.notice.text')}</p>
      </Alert>
      <PolicyDocument document="shipping-and-delivery-policy" label={t('shipping.label')} />
      <QuestionsBlock />
    </section>
  );
}
