import styled from 'styled-components';
import { Alert, Spinner } from 'ui-kit';
import { ProductCard } from './ProductCard';
import { useGetProductsQuery } from '../api/catalogueApi';

export const CATALOGUE_FAILED = 'Failed to load products. Please try again later.';

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
  const { data, isLoading, isError } = useGetProductsQuery();
  if (isLoading) {
    return (
      <p role="status">
        <Spinner />
        Loading stories...
      </p>
    );
  }
  if (isError || !data) return <Alert tone="danger">{CATALOGUE_FAILED}</Alert>;
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
