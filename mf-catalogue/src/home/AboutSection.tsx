import { Link, siteMessages, useMessages } from 'shared-contracts';
import { AboutBlock } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { HomeSection } from './HomeSection';

export function AboutSection() {
  const t = useMessages(catalogueMessages);
  const site = useMessages(siteMessages);
  return (
    <HomeSection id="about" name="about" labelledBy="about-title">
      <AboutBlock
        headingId="about-title"
        heading={site('about.heading')}
        paragraphs={[site('about.story'), site('about.mission'), site('about.technology')]}
      >
        <p>
          <Link to="/about">{t('about.readStory')}</Link>
        </p>
      </AboutBlock>
    </HomeSection>
  );
}
