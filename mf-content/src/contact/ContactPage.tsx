import { Link, RichMessage, SITE, useMessages } from 'shared-contracts';
import { Card } from 'ui-kit';
import { ContactForm } from './ContactForm';
import { useContactForm } from './useContactForm';
import { contentMessages } from '../messages/contentMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/** /contact: 'Send Us a Message', with the current book request attached when there is one. */
export default function ContactPage() {
  const t = useMessages(contentMessages);
  const form = useContactForm();
  return (
    <section className="page">
      <h1>{t('contact.title')}</h1>
      <p>
        <RichMessage catalog={contentMessages} id="contact.intro" components={{ 0: <Link to="/faq" /> }} />
      </p>
      <Card $narrow>
        <h2>{t('contact.form.title')}</h2>
        <p>
          <RichMessage
            catalog={contentMessages}
            id="contact.form.intro"
            values={{ email: SITE.supportEmail }}
            components={{ 0: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> }}
          />
        </p>
        <ContactForm form={form} />
        <p>
          <Link to="/faq">{t('contact.faqLink')}</Link>
        </p>
      </Card>
    </section>
  );
}
