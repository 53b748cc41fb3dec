import styled from 'styled-components';
import { formatRupees, useLanguage, useMessages } from 'shared-contracts';
import { Button, ButtonRow } from 'ui-kit';
import { useGetProductsQuery } from '../api/catalogueApi';
import { catalogueMessages } from '../messages/catalogueMessages';
import { coverSources, lowestPrice } from './heroFacts';
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
  /* A phone's first screen holds the book, its price, when it comes and both calls to action; the lead
     follows them. */
  @media (max-width: 599px) {
    display: flex;
    flex-direction: column;
    align-items: center;
    padding: 20px 16px 32px;
    h1 {
      margin: 10px 0 12px;
    }
    .lead {
      order: 1;
      font-size: 1rem;
      margin: 20px auto 0;
    }
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

/** A book the shop drew, beside what it costs and when it arrives. */
const Book = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  max-width: 520px;
  margin: 0 auto 20px;
  text-align: left;
  img {
    flex: none;
    width: 128px;
    height: auto;
    border-radius: 6px;
    box-shadow: 0 8px 20px rgba(40, 20, 80, 0.25);
  }
  && p {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
  && .price {
    color: var(--color-text);
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

export function HeroSection() {
  const ref = useSectionViewTracking<HTMLElement>('hero');
  const t = useMessages(catalogueMessages);
  const { language } = useLanguage();
  // The catalogue the server drew the page with: no call of its own.
  const { data } = useGetProductsQuery(language);
  const featured = data?.products.find((product) => product.status === 'live' && product.imageUrls.length > 0);
  const price = featured ? lowestPrice(featured.productPriceSummary) : null;
  return (
    <Hero ref={ref} id="hero" aria-labelledby="hero-title" data-section="hero">
      <Badge>{t('hero.badge')}</Badge>
      <h1 id="hero-title">{t('hero.title')}</h1>
      {featured && (
        <Book>
          <img
            {...coverSources(featured.imageUrls[0])}
            sizes="128px"
            alt={t('hero.bookAlt', { story: featured.title })}
            width={640}
            height={853}
          />
          <div>
            {price !== null && <p className="price">{t('hero.priceFrom', { price: formatRupees(price, language) })}</p>}
            <p>{t('hero.delivery')}</p>
          </div>
        </Book>
      )}
      <p className="lead">{t('hero.text')}</p>
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
