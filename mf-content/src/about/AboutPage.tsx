import styled from 'styled-components';
import { Link, RichMessage, siteMessages, useMessages } from 'shared-contracts';
import { AboutBlock, Card } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';

const Cards = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin: 24px 0;
  h2 {
    margin-top: 0;
    color: var(--color-primary-dark);
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

export default function AboutPage() {
  const t = useMessages(contentMessages);
  const site = useMessages(siteMessages);
  return (
    <section className="page">
      <h1>{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <AboutBlock
        headingId="about-block"
        heading={site('about.heading')}
        paragraphs={[site('about.story'), site('about.mission'), site('about.technology')]}
      />
      <Cards>
        <Card as="section" aria-labelledby="about-story">
          <h2 id="about-story">{t('about.story.title')}</h2>
          <p>{t('about.story.body')}</p>
        </Card>
        <Card as="section" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission.title')}</h2>
          <p>{t('about.mission.body')}</p>
        </Card>
        <Card as="section" aria-labelledby="about-technology">
          <h2 id="about-technology">{t('about.technology.title')}</h2>
          <p>{t('about.technology.body')}</p>
        </Card>
      </Cards>
      <p>
        <RichMessage
          catalog={contentMessages}
          id="about.links"
          components={{ 0: <Link to="/privacy" />, 1: <Link to="/faq" />, 2: <Link to="/contact" /> }}
        />
      </p>
    </section>
  );
}
