import styled from 'styled-components';
import { Link, useMessages } from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';

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
  const t = useMessages(shellMessages);
  return (
    <Box role="alert" aria-live="assertive">
      <h1>{t('fallback.title')}</h1>
      <p>{t('fallback.text')}</p>
      <Actions>
        <RetryButton type="button" onClick={onRetry}>
          {t('fallback.retry')}
        </RetryButton>
        <Link to="/">{t('fallback.home')}</Link>
      </Actions>
    </Box>
  );
}
