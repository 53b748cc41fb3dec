import styled from 'styled-components';
import { Button, ButtonRow } from 'ui-kit';
import { useSectionViewTracking, scrollToSection } from './useSectionViewTracking';

const Hero = styled.section`
  padding: 56px 16px 48px;
  text-align: center;
  background:
    radial-gradient(circle at 20% 10%, #ffe3c8 0, transparent 45%), radial-gradient(circle at 85% 30%, #e6dbff 0, transparent 50%);
  h1 {
    font-size: clamp(2rem, 7vw, 3.4rem);
    line-height: 1.15;
    margin: 16px 0 12px;
    color: var(--color-primary-dark);
  }
  p {
    font-size: 1.1rem;
    color: var(--color-muted);
    max-width: 620px;
    margin: 0 auto 28px;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 6px 14px;
  border-radius: 999px;
  background: var(--color-accent);
  color: #2d1600;
  font-weight: 700;
  font-size: 0.9rem;
`;

export function HeroSection() {
  const ref = useSectionViewTracking<HTMLElement>('hero');
  return (
    <Hero ref={ref} id="hero" aria-labelledby="hero-title" data-section="hero">
      <Badge>Ready in minutes!</Badge>
      <h1 id="hero-title">Your Child, The Hero</h1>
      <p>
        Turn one photo into a beautifully illustrated, printed storybook starring your child. Preview every page and pick the pictures you
        love.
      </p>
      <ButtonRow $centered>
        <Button type="button" onClick={() => scrollToSection('products')}>
          Browse Stories
        </Button>
        <Button type="button" $variant="secondary" onClick={() => scrollToSection('quick-preview')}>
          Try a Quick Preview
        </Button>
        <Button type="button" $variant="secondary" onClick={() => scrollToSection('how-it-works')}>
          How It Works
        </Button>
      </ButtonRow>
    </Hero>
  );
}
