import { ABOUT_COPY, Link } from 'shared-contracts';
import { AboutBlock } from 'ui-kit';
import { HomeSection } from './HomeSection';

export function AboutSection() {
  return (
    <HomeSection id="about" name="about" labelledBy="about-title">
      <AboutBlock headingId="about-title" paragraphs={Object.values(ABOUT_COPY)}>
        <p>
          <Link to="/about">Read our story</Link>
        </p>
      </AboutBlock>
    </HomeSection>
  );
}
