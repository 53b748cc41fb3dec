import { ABOUT_COPY, Link, useMessages } from 'shared-contracts';
import { AboutBlock } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { HomeSection } from './HomeSection';

export function AboutSection() {
  const t = useMessages(catalogueMessages);
  return (
    <HomeSection id="about" name="about" labelledBy="about-title">
      <AboutBlock headingId="about-title" paragraphs={Object.values(ABOUT_COPY)}>
        <p>
          <Link to="/about">{t('about.readStory')}</Link>
        </p>
      </AboutBlock>
    </HomeSection>
  );
}
