import { DEFAULT_LANGUAGE, Link, RichMessage, useLanguage, useMessages, type RoutePrefetch } from 'shared-contracts';
import { Alert } from 'ui-kit';
import { contentApi } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';
import FaqSection from '../faq-section/FaqSection';

const FAQ_TYPE = 'general';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch: RoutePrefetch = async ({ dispatch, language }) =>
  dispatch(contentApi.endpoints.getFaqs.initiate({ faqType: FAQ_TYPE, language }, { subscribe: false }));

export default function FaqPage() {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  return (
    <section className="page">
      <h1>{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      {language !== DEFAULT_LANGUAGE && <Alert tone="info">{t('translation.englishGoverns')}</Alert>}
      <FaqSection faqType={FAQ_TYPE} title={t('faq.general.title')} />
      <p>
        <RichMessage catalog={contentMessages} id="faq.stillQuestion" components={{ 0: <Link to="/contact" /> }} />
      </p>
    </section>
  );
}
