import styled from 'styled-components';
import { Link, SITE, useMessages } from 'shared-contracts';
import { Card } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { PolicyDocument } from '../policy/PolicyDocument';
import { ClearUsageData } from './ClearUsageData';
import { prefetchPolicy } from '../policy/prefetchPolicy';

const Hero = styled.div`
  margin-bottom: 24px;
  p:first-child {
    font-size: 1.3rem;
    font-weight: 700;
    color: var(--color-primary-dark);
    margin: 0;
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export const prefetch = prefetchPolicy('privacy-policy');

export default function PrivacyPage() {
  const t = useMessages(contentMessages);
  return (
    <section className="page">
      <h1>{t('privacy.title')}</h1>
      <Hero>
        <p>{t('privacy.hero.title', { site: SITE.name })}</p>
        <p>{t('privacy.hero.text')}</p>
      </Hero>
      <PolicyDocument document="privacy-policy" label={t('privacy.label')} />
      <ClearUsageData />
      <Card as="aside" aria-label={t('privacy.questions.title')} style={{ marginTop: 32, textAlign: 'center' }}>
        <h2>{t('privacy.questions.title')}</h2>
        <p>{t('privacy.questions.text')}</p>
        <Link to="/contact">{t('privacy.questions.contact')}</Link>
      </Card>
    </section>
  );
}
