import styled from 'styled-components';
import { Link } from 'shared-contracts';

const Box = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: var(--color-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 20px;
`;

const RetryButton = styled.button`
  padding: 12px 22px;
  border: 0;
  border-radius: 999px;
  background: var(--color-primary);
  color: #fff;
  font-weight: 600;
  cursor: pointer;
`;

/** Shown in place of a page whose remote could not be loaded; the rest of the shop keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" aria-live="assertive">
      <h1>This page is taking a little nap</h1>
      <p>We couldn't load this part of the shop just now. Please check your connection and try again.</p>
      <Actions>
        <RetryButton type="button" onClick={onRetry}>
          Try again
        </RetryButton>
        <Link to="/">Go to the home page</Link>
      </Actions>
    </Box>
  );
}
