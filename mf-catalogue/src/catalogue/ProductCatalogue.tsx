import styled from 'styled-components';
import { useLanguage, useMessages } from 'shared-contracts';
import { Alert, Spinner } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { ProductCard } from './ProductCard';
import { useGetProductsQuery } from '../api/catalogueApi';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** The product grid: loading, then the cards sorted by priority, or the failure alert. */
export function ProductCatalogue() {
  const { language } = useLanguage();
  const { data, isLoading, isError } = useGetProductsQuery(language);
  const t = useMessages(catalogueMessages);
  if (isLoading) {
    return (
      <p role="status">
        <Spinner />
        {t('catalogue.loading')}
      </p>
    );
  }
  if (isError || !data) return <Alert tone="danger">{t('catalogue.failed')}</Alert>;
  const products = [...data.products].sort((a, b) => a.priority - b.priority);
  // Below the hero and the quick preview, the covers load as they come into view, after what is on screen first.
  return (
    <Grid>
      {products.map((product) => (
        <ProductCard key={product.productId} product={product} />
      ))}
    </Grid>
  );
}
