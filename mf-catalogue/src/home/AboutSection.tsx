import styled from 'styled-components';
import { ABOUT_COPY as ABOUT, Link } from 'shared-contracts';
import { HomeSection } from './HomeSection';

const Text = styled.div`
  max-width: 720px;
  margin: 0 auto;
  p {
    margin: 0 0 12px;
  }
`;

export function AboutSection() {
  return (
    <HomeSection id="about" name="about" labelledBy="about-title">
      <h2 id="about-title">About Hero Tales</h2>
      <Text>
        <p>{ABOUT.story}</p>
        <p>{ABOUT.mission}</p>
        <p>{ABOUT.technology}</p>
        <p>
          <Link to="/about">Read our story</Link>
        </p>
      </Text>
    </HomeSection>
  );
}
