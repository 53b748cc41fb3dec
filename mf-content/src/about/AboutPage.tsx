import styled from 'styled-components';
import { ABOUT_COPY, Link } from 'shared-contracts';
import { AboutBlock, Card } from 'ui-kit';

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

export default function AboutPage() {
  return (
    <section className="page">
      <h1>About Us</h1>
      <p>We make printed storybooks in which your child is the hero: their name, their look and their age, on every page.</p>
      <AboutBlock headingId="about-block" paragraphs={Object.values(ABOUT_COPY)} />
      <Cards>
        <Card as="section" aria-labelledby="about-story">
          <h2 id="about-story">Our Story</h2>
          <p>{ABOUT_COPY.story}</p>
        </Card>
        <Card as="section" aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p>{ABOUT_COPY.mission}</p>
        </Card>
        <Card as="section" aria-labelledby="about-technology">
          <h2 id="about-technology">Our Technology</h2>
          <p>{ABOUT_COPY.technology}</p>
        </Card>
      </Cards>
      <p>
        Read how we protect your child's photos in our <Link to="/privacy">Privacy Policy</Link>, find answers in our{' '}
        <Link to="/faq">FAQ</Link>, or <Link to="/contact">contact us</Link>.
      </p>
    </section>
  );
}
