import styled from 'styled-components';
import { storyChosen, trackEvent, useAppDispatch, useCarouselControls, useMessages, useNavigate, type Product } from 'shared-contracts';
import { Button, ButtonRow, ImageCarousel } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { PriceSummary } from './PriceSummary';
import { useViewItemTracking } from './useViewItemTracking';

const Card = styled.article`
  background: var(--color-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  overflow: hidden;
  display: flex;
  flex-direction: column;
  > div:last-child {
    padding: 16px 20px 20px;
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const DisplayName = styled.p`
  margin: 2px 0 8px;
  color: var(--color-primary);
  font-weight: 600;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: var(--color-muted);
`;

const Description = styled.p`
  margin: 8px 0 0;
  flex: 1;
`;

const ComingSoon = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-warning-bg);
  color: #6b4e00;
  font-weight: 700;
  font-size: 0.85rem;
  margin-bottom: 8px;
`;

export function ProductCard({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(catalogueMessages);
  const controls = useCarouselControls();
  const live = product.status === 'live';
  const seen = useViewItemTracking<HTMLElement>(product);

  const personalize = () => {
    // A new story starts a new book request; the child's details are kept for convenience.
    dispatch(storyChosen(product.productId));
    trackEvent('add_to_cart', {
      currency: 'INR',
      value: 0,
      items: [{ item_id: String(product.productId), item_name: product.displayName, price: 0, currency: 'INR' }],
    });
    navigate('/provide-book-details');
  };

  return (
    <Card ref={seen} aria-labelledby={`product-${product.productId}-title`}>
      <ImageCarousel
        label={t('product.pictures', { story: product.displayName })}
        images={product.imageUrls.map((src, i) => ({
          src,
          alt: t('product.picture', { story: product.displayName, number: i + 1, count: product.imageUrls.length }),
        }))}
        width={4}
        height={3}
        autoAdvanceMs={3000}
        controls={controls}
      />
      <div>
        {!live && <ComingSoon>{t('product.comingSoon')}</ComingSoon>}
        <h3 id={`product-${product.productId}-title`}>{product.title}</h3>
        <DisplayName>{product.displayName}</DisplayName>
        <Meta>{product.ageGroup}</Meta>
        <Description>{product.description}</Description>
        <PriceSummary lines={product.productPriceSummary} withArrival={live} />
        <ButtonRow>
          <Button type="button" onClick={personalize} disabled={!live}>
            {t('product.personalize')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => navigate(`/flipbook-catalogue?productId=${product.productId}`, { state: { from: 'home' } })}
          >
            {t('product.samples')}
          </Button>
        </ButtonRow>
      </div>
    </Card>
  );
}
