import { Link, RichMessage, useMessages, type RoutePrefetch } from 'shared-contracts';
import { contentApi } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';
import FaqSection from '../faq-section/FaqSection';

const FAQ_TYPE = 'general';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch: RoutePrefetch = async ({ dispatch }) =>
  dispatch(contentApi.endpoints.getFaqs.initiate(FAQ_TYPE, { subscribe: false }));

export default function FaqPage() {
  const t = useMessages(contentMessages);
  return (
    <section className="page">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      <FaqSection faqType={FAQ_TYPE} title={t('faq.general.title')} />
      <p>
        <RichMessage catalog={contentMessages} id="faq.stillQuestion" components={{ 0: <Link to="/contact" /> }} />
      </p>
    </section>
  );
}
