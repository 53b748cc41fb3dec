import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Button, ButtonRow } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
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
  const t = useMessages(catalogueMessages);
  return (
    <Hero ref={ref} id="hero" aria-labelledby="hero-title" data-section="hero">
      <Badge>{t('hero.badge')}</Badge>
      <h1 id="hero-title">{t('hero.title')}</h1>
      <p>{t('hero.text')}</p>
      <ButtonRow $centered>
        <Button type="button" onClick={() => scrollToSection('products')}>
          {t('hero.browse')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => scrollToSection('quick-preview')}>
          {t('hero.quickPreview')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => scrollToSection('how-it-works')}>
          {t('hero.howItWorks')}
        </Button>
      </ButtonRow>
    </Hero>
  );
}
